import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  LIFECYCLE_CHANGE_KINDS,
  STATE_CHANGE_KINDS,
} from '@charterline/shared/schemas/company-changes';
import { parse } from 'csv-parse/sync';
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import { z } from 'zod';
import { apiRoot } from '../config/paths';
import type { TDatabase } from './client';
import { referenceChangeFilings, referenceStates } from './schema';

/**
 * What each state asks to change, close or reinstate an LLC (issue 20, decision 0137), loaded
 * from `data/us-llc-change-filings.csv` into `reference_change_filings` at every start. A
 * state or kind without a row is not known: the product then says the state may need a filing
 * and staff confirm it. Fees are whole dollars in the file and cents in the table; an empty fee
 * means no source gives it ("Confirmed before we file").
 */
export const CHANGE_FILINGS_FILE = 'us-llc-change-filings.csv';

const FILING_KINDS = [...STATE_CHANGE_KINDS, ...LIFECYCLE_CHANGE_KINDS] as const;
const EVIDENCE = ['primary', 'secondary', 'conflict'] as const;

const emptyToNull = (v: string): string | null => (v === '' ? null : v);

const ZChangeFilingCsvRow = z
  .object({
    state: z.string().regex(/^[A-Z]{2}$/, 'state must be a two-letter code such as WY'),
    kind: z.enum(FILING_KINDS, { error: `kind must be one of ${FILING_KINDS.join(', ')}` }),
    required: z.enum(['true', 'false'], { error: 'required must be true or false' }),
    form: z.string().transform(emptyToNull),
    fee_usd: z
      .string()
      .regex(/^(\d+)?$/, 'fee_usd must be empty or whole US dollars (0 or more)')
      .transform((v) => (v === '' ? null : Number(v) * 100)),
    source_url: z.url('source_url must be the address the row was read from'),
    evidence: z.enum(EVIDENCE, { error: `evidence must be one of ${EVIDENCE.join(', ')}` }),
    note: z.string().transform(emptyToNull),
  })
  .refine((r) => r.required === 'false' || r.form !== null, {
    message: 'a row the state must be told needs its form',
    path: ['form'],
  });

/** One row as seeded (fee in cents). */
export type TChangeFilingRow = {
  state: string;
  kind: (typeof FILING_KINDS)[number];
  required: boolean;
  form: string | null;
  fee: number | null;
  sourceUrl: string;
  evidence: (typeof EVIDENCE)[number];
  note: string | null;
};

/** A row of the file that cannot be seeded: the message names the file, its line and the field. */
export class ChangeFilingDataError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ChangeFilingDataError';
  }
}

type TParsedRecord = { record: Record<string, string>; info: { lines: number } };

/**
 * Parses and validates the file's text (or the shipped file). Every bad row is reported, each
 * with its line number; a (state, kind) given twice is refused too. `knownStates`, when given,
 * refuses a state code that is not a jurisdiction we know.
 */
export const readChangeFilingRows = (
  options: { text?: string; file?: string; knownStates?: ReadonlySet<string> } = {},
): TChangeFilingRow[] => {
  const file = options.file ?? CHANGE_FILINGS_FILE;
  const text = options.text ?? readFileSync(join(apiRoot, 'src', 'db', 'data', file), 'utf8');
  let records: TParsedRecord[];
  try {
    records = parse(text, {
      columns: true,
      comment: '#',
      comment_no_infix: true,
      skip_empty_lines: true,
      trim: true,
      info: true,
    }) as TParsedRecord[];
  } catch (error) {
    throw new ChangeFilingDataError(`${file}: ${(error as Error).message}`);
  }
  const problems: string[] = [];
  const seenOn = new Map<string, number>();
  const rows = records.flatMap(({ record, info }): TChangeFilingRow[] => {
    const line = info.lines;
    const parsed = ZChangeFilingCsvRow.safeParse(record);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        problems.push(`${file} line ${line}: ${issue.path.join('.') || 'row'}: ${issue.message}`);
      }
      return [];
    }
    const r = parsed.data;
    if (options.knownStates && !options.knownStates.has(r.state)) {
      problems.push(`${file} line ${line}: state: ${r.state} is not a state we know`);
      return [];
    }
    const key = `${r.state}:${r.kind}`;
    const first = seenOn.get(key);
    if (first !== undefined) {
      problems.push(`${file} line ${line}: ${key} is already given on line ${first}`);
      return [];
    }
    seenOn.set(key, line);
    return [
      {
        state: r.state,
        kind: r.kind,
        required: r.required === 'true',
        form: r.form,
        fee: r.fee_usd,
        sourceUrl: r.source_url,
        evidence: r.evidence,
        note: r.note,
      },
    ];
  });
  if (problems.length > 0) throw new ChangeFilingDataError(problems.join('\n'));
  return rows;
};

const FIELDS = ['required', 'form', 'fee', 'sourceUrl', 'evidence', 'note'] as const;
const columns = getTableColumns(referenceChangeFilings);
/** An upsert sets every data field to the incoming row's value. */
const fromExcluded = Object.fromEntries(
  FIELDS.map((f) => [f, sql.raw(`excluded.${columns[f].name}`)]),
);
const keyOf = (r: { state: string; kind: string }): string => `${r.state}:${r.kind}`;

/**
 * Upserts the rows: a new (state, kind) is inserted, a changed one updated, an unchanged one
 * left alone (its updated_at kept), and a row no longer in the data deleted — the file is the
 * whole truth. Returns the keys it touched, "WY:CLOSURE".
 */
export const seedChangeFilings = async (
  db: TDatabase,
  options: { rows?: TChangeFilingRow[] } = {},
): Promise<{ inserted: string[]; updated: string[]; deleted: string[] }> => {
  const rows =
    options.rows ??
    readChangeFilingRows({
      knownStates: new Set(
        (await db.select({ code: referenceStates.code }).from(referenceStates)).map((s) => s.code),
      ),
    });
  return db.transaction(async (tx) => {
    const stored = new Map(
      (await tx.select().from(referenceChangeFilings)).map((r) => [keyOf(r), r]),
    );
    const inserted: string[] = [];
    const updated: string[] = [];
    const writes = rows.filter((row) => {
      const before = stored.get(keyOf(row));
      stored.delete(keyOf(row));
      if (!before) inserted.push(keyOf(row));
      else if (FIELDS.some((f) => before[f] !== row[f])) updated.push(keyOf(row));
      else return false;
      return true;
    });
    if (writes.length > 0) {
      await tx
        .insert(referenceChangeFilings)
        .values(writes)
        .onConflictDoUpdate({
          target: [referenceChangeFilings.state, referenceChangeFilings.kind],
          set: { ...fromExcluded, updatedAt: sql`now()` },
        });
    }
    const deleted = [...stored.values()];
    for (const gone of deleted) {
      await tx
        .delete(referenceChangeFilings)
        .where(
          and(
            eq(referenceChangeFilings.state, gone.state),
            eq(referenceChangeFilings.kind, gone.kind),
          ),
        );
    }
    return { inserted, updated, deleted: deleted.map(keyOf) };
  });
};
