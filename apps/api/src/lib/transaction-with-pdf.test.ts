import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-app';
import { rowsOf, type TDatabase } from '../db/client';
import { AppError } from './app-error';
import { transactionWithPdf, type TPdfInTransaction } from './transaction-with-pdf';

/**
 * Issue 33: a PDF a transaction stores (the operating agreement at formation and after a
 * change of members) was rendered inside the transaction, holding its connection — on PGlite
 * the whole database — for the length of the render.
 */
let database: Awaited<ReturnType<typeof openTestDatabase>>;
let db: TDatabase;
/** Transactions open right now through `db`. */
let open = 0;

beforeAll(async () => {
  database = await openTestDatabase();
  const real = database.database.db;
  await real.execute(sql`create table pdf_drafts (n integer not null)`);
  db = new Proxy(real, {
    get(target, key, receiver) {
      if (key !== 'transaction') return Reflect.get(target, key, receiver);
      return async (body: (tx: unknown) => Promise<unknown>) => {
        open += 1;
        try {
          return await target.transaction(body as never);
        } finally {
          open -= 1;
        }
      };
    },
  });
});
afterAll(() => database.drop());

const rows = async () =>
  rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from pdf_drafts`))[0]!.n;

/** A renderer that records, for each render, how many transactions were open and the rows then. */
const recorder = () => {
  const renders: { args: unknown[]; openTransactions: number; rows: number }[] = [];
  const render = async (_kind: string, ...args: unknown[]) => {
    renders.push({ args, openTransactions: open, rows: await rows() });
    return Buffer.from(`%PDF ${JSON.stringify(args)}`);
  };
  return { renders, render };
};

const write = (tx: Parameters<Parameters<TDatabase['transaction']>[0]>[0]) =>
  tx.execute(sql`insert into pdf_drafts (n) values (1)`);

const pdfOf = (pdf: TPdfInTransaction, input: unknown) =>
  (pdf as unknown as (kind: string, input: unknown) => Promise<Buffer>)(
    'operatingAgreement',
    input,
  );

describe('transactionWithPdf: the PDF a transaction stores is rendered outside it', () => {
  it('drafts, rolls back, renders with no transaction open, then writes once with those bytes', async () => {
    await db.execute(sql`delete from pdf_drafts`);
    const { renders, render } = recorder();
    const stored = await transactionWithPdf(
      db,
      async (tx, pdf) => {
        await write(tx);
        return (await pdfOf(pdf, { owners: ['Ada'], on: new Date('2026-11-29') })).toString();
      },
      render as never,
    );
    expect(renders).toEqual([
      { args: [{ owners: ['Ada'], on: new Date('2026-11-29') }], openTransactions: 0, rows: 0 },
    ]);
    expect(stored).toContain('Ada');
    expect(await rows()).toBe(1);
  });

  it('drafts again when what the PDF is drawn from changed between the draft and the write', async () => {
    await db.execute(sql`delete from pdf_drafts`);
    const { renders, render } = recorder();
    let runs = 0;
    const stored = await transactionWithPdf(
      db,
      async (tx, pdf) => {
        runs += 1;
        await write(tx);
        // Someone renamed the owner after the first draft.
        return (await pdfOf(pdf, { owner: runs === 1 ? 'Ada' : 'Grace' })).toString();
      },
      render as never,
    );
    expect(renders.map((r) => r.args)).toEqual([[{ owner: 'Ada' }], [{ owner: 'Grace' }]]);
    expect(renders.every((r) => r.openTransactions === 0)).toBe(true);
    expect(stored).toContain('Grace');
    expect(runs).toBe(3);
    expect(await rows()).toBe(1);
  });

  it('refuses (409) a body whose PDF changes on every run, and writes nothing', async () => {
    await db.execute(sql`delete from pdf_drafts`);
    const { renders, render } = recorder();
    let runs = 0;
    const attempt = transactionWithPdf(
      db,
      async (tx, pdf) => {
        runs += 1;
        await write(tx);
        return pdfOf(pdf, { run: runs });
      },
      render as never,
    );
    await expect(attempt).rejects.toMatchObject({
      code: 'REQUEST_CANNOT_BE_PROCESSED',
      message: 'This changed while its document was being prepared. Please try again.',
    });
    expect(renders).toHaveLength(3);
    expect(await rows()).toBe(0);
  });

  it('runs a body that asks for no PDF once, and passes its errors through untouched', async () => {
    await db.execute(sql`delete from pdf_drafts`);
    const { renders, render } = recorder();
    let runs = 0;
    await transactionWithPdf(
      db,
      async (tx) => {
        runs += 1;
        await write(tx);
      },
      render as never,
    );
    expect(runs).toBe(1);
    const refused = transactionWithPdf(
      db,
      async (tx, pdf) => {
        await write(tx);
        throw new AppError('DATA_NOT_EDITABLE');
        return pdfOf(pdf, {});
      },
      render as never,
    );
    await expect(refused).rejects.toBeInstanceOf(AppError);
    expect(renders).toHaveLength(0);
    expect(await rows()).toBe(1);
  });
});
