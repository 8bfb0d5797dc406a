import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKind } from '../../test/test-app';
import type { TDbHandle } from './client';
import { referenceChangeFilings } from './schema';
import {
  ChangeFilingDataError,
  readChangeFilingRows,
  seedChangeFilings,
} from './seed-change-filings';

const HEADER = ['# source: test', 'state,kind,required,form,fee_usd,source_url,evidence,note'].join(
  '\n',
);
const GOOD = 'WY,CLOSURE,true,Articles of Dissolution,60,https://example.org/wy,secondary,';

/** Parses a file made of the header and these lines (the first data line is line 3). */
const parseLines = (...lines: string[]) =>
  readChangeFilingRows({ text: [HEADER, ...lines].join('\n'), file: 'test.csv' });

const refusal = (...lines: string[]): string => {
  try {
    parseLines(...lines);
  } catch (error) {
    expect(error).toBeInstanceOf(ChangeFilingDataError);
    return (error as Error).message;
  }
  throw new Error('the rows were accepted');
};

const ALL_KINDS = [
  'CLOSURE',
  'LEGAL_NAME',
  'MANAGERS',
  'MEMBERS',
  'PRINCIPAL_ADDRESS',
  'REGISTERED_AGENT',
  'REINSTATEMENT',
];

describe('change filings file', () => {
  it('reads a good row: fee in cents, empty cells as null', () => {
    expect(
      parseLines(GOOD, 'WY,MEMBERS,false,,,https://example.org/wy,primary,"Nothing, to file"'),
    ).toEqual([
      {
        state: 'WY',
        kind: 'CLOSURE',
        required: true,
        form: 'Articles of Dissolution',
        fee: 6000,
        sourceUrl: 'https://example.org/wy',
        evidence: 'secondary',
        note: null,
      },
      {
        state: 'WY',
        kind: 'MEMBERS',
        required: false,
        form: null,
        fee: null,
        sourceUrl: 'https://example.org/wy',
        evidence: 'primary',
        note: 'Nothing, to file',
      },
    ]);
  });

  it('refuses a bad row with the line and the field', () => {
    expect(refusal(GOOD, 'WY,NAME_CHANGE,true,Form,5,https://example.org,primary,')).toMatch(
      /^test\.csv line 4: kind: kind must be one of LEGAL_NAME/,
    );
    expect(refusal('DE,CLOSURE,true,Certificate,-5,https://example.org,primary,')).toMatch(
      /line 3: fee_usd: fee_usd must be empty or whole US dollars/,
    );
    expect(refusal('DE,CLOSURE,true,Certificate,12.50,https://example.org,primary,')).toMatch(
      /line 3: fee_usd/,
    );
    expect(refusal('DE,CLOSURE,true,Certificate,10,https://example.org,guess,')).toMatch(
      /line 3: evidence: evidence must be one of primary, secondary, conflict/,
    );
    expect(refusal('DE,CLOSURE,yes,Certificate,10,https://example.org,primary,')).toMatch(
      /line 3: required/,
    );
    expect(refusal('DE,CLOSURE,true,,10,https://example.org,primary,')).toMatch(
      /line 3: form: a row the state must be told needs its form/,
    );
    expect(refusal('DE,CLOSURE,true,Certificate,10,not a url,primary,')).toMatch(
      /line 3: source_url/,
    );
  });

  it('refuses a (state, kind) given twice, naming both lines, and an unknown state', () => {
    expect(refusal(GOOD, GOOD)).toBe('test.csv line 4: WY:CLOSURE is already given on line 3');
    expect(() =>
      readChangeFilingRows({
        text: `${HEADER}\n${GOOD.replace('WY', 'ZZ')}`,
        file: 'test.csv',
        knownStates: new Set(['WY']),
      }),
    ).toThrow('test.csv line 3: state: ZZ is not a state we know');
  });

  it('reports every bad row at once', () => {
    const message = refusal(
      'XX1,CLOSURE,true,F,1,https://e.org,primary,',
      GOOD,
      'WY,MEMBERS,,,,,,',
    );
    expect(message.split('\n').map((l) => l.split(':')[0])).toEqual([
      'test.csv line 3',
      'test.csv line 5',
      'test.csv line 5',
      'test.csv line 5',
    ]);
  });

  it('the shipped file is valid and covers every kind for the states we form in most', () => {
    const rows = readChangeFilingRows();
    for (const state of ['WY', 'DE', 'FL', 'TX', 'CA', 'OR']) {
      expect(
        rows
          .filter((r) => r.state === state)
          .map((r) => r.kind)
          .sort(),
      ).toEqual(ALL_KINDS);
    }
    // Every row cites its page; a fee is never given where the state is not told.
    expect(rows.every((r) => r.sourceUrl.startsWith('http'))).toBe(true);
    expect(rows.filter((r) => !r.required && r.fee !== null)).toEqual([]);
  });
});

describe(`change filings seed (${testDatabaseKind()})`, () => {
  let database: TDbHandle;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
  });
  afterAll(() => drop());

  const rowOf = async (state: string, kind: string) => {
    const [row] = await database.db
      .select()
      .from(referenceChangeFilings)
      .where(and(eq(referenceChangeFilings.state, state), eq(referenceChangeFilings.kind, kind)));
    return row;
  };

  it('start seeded the file: Wyoming and Delaware rows with their sources', async () => {
    const all = await database.db.select().from(referenceChangeFilings);
    expect(all).toHaveLength(readChangeFilingRows().length);
    expect(await rowOf('WY', 'REGISTERED_AGENT')).toMatchObject({
      required: true,
      form: 'Statement of Change by Business Entity',
      fee: 500,
      evidence: 'secondary',
    });
    expect(await rowOf('WY', 'PRINCIPAL_ADDRESS')).toMatchObject({ required: false, fee: null });
    const de = all.filter((r) => r.state === 'DE');
    expect(de.map((r) => r.kind).sort()).toEqual(ALL_KINDS);
    // No source gave Delaware's amounts: the fee stays empty rather than guessed.
    expect(await rowOf('DE', 'LEGAL_NAME')).toMatchObject({
      required: true,
      form: 'Certificate of Amendment',
      fee: null,
    });
  });

  it('seeding the same data twice writes nothing', async () => {
    const before = await rowOf('WY', 'CLOSURE');
    expect(await seedChangeFilings(database.db)).toEqual({
      inserted: [],
      updated: [],
      deleted: [],
    });
    expect(await seedChangeFilings(database.db)).toEqual({
      inserted: [],
      updated: [],
      deleted: [],
    });
    expect((await rowOf('WY', 'CLOSURE'))?.updatedAt).toEqual(before?.updatedAt);
  });

  it('a changed row updates, a new one is added, one gone from the data is deleted', async () => {
    const shipped = readChangeFilingRows();
    const changed = shipped
      .filter((r) => !(r.state === 'HI' && r.kind === 'CLOSURE'))
      .map((r) => (r.state === 'WY' && r.kind === 'CLOSURE' ? { ...r, fee: 6500 } : r));
    changed.push({ ...shipped[0]!, state: 'OH', kind: 'CLOSURE' });
    expect(await seedChangeFilings(database.db, { rows: changed })).toEqual({
      inserted: ['OH:CLOSURE'],
      updated: ['WY:CLOSURE'],
      deleted: ['HI:CLOSURE'],
    });
    expect(await rowOf('WY', 'CLOSURE')).toMatchObject({ fee: 6500 });
    expect(await rowOf('HI', 'CLOSURE')).toBeUndefined();
    // The shipped file puts everything back.
    expect(await seedChangeFilings(database.db)).toEqual({
      inserted: ['HI:CLOSURE'],
      updated: ['WY:CLOSURE'],
      deleted: ['OH:CLOSURE'],
    });
    expect(await rowOf('WY', 'CLOSURE')).toMatchObject({ fee: 6000 });
  });
});
