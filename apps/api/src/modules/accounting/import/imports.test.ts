import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  booksClosedMonths,
  fileChunks,
  ledgerAccounts,
  ledgerImports,
  ledgerRules,
  ledgerTransactions,
} from '../../../db/schema';
import { createTestApp, testDatabaseKind, type TTestApp } from '../../../../test/test-app';
import { runDueJobs } from '../../../jobs/run-due-jobs';
import { categoryIdByKey } from '../chart';
import { runImportJobFromQueue } from './import-job';
import { runImportJob } from './run-import-job';
import { booksWithAccount, fixture, importCalls, importFile } from './import-test-helpers';

const codeOf = (res: { json: () => { errors?: { code: string }[] } }) =>
  res.json().errors?.[0]?.code;

describe(`statement imports (${testDatabaseKind()})`, () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const transactionsOf = (accountId: string) =>
    t.app.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.accountId, accountId));

  it('recognises Mercury, previews, imports, and adds nothing the second time', async () => {
    const { headers, account } = await booksWithAccount(t.app);
    const calls = importCalls(() => t.app, headers);
    const up = await calls.uploaded(account.id, 'mercury.csv', fixture('mercury.csv'));
    expect(up).toMatchObject({
      status: 'uploaded',
      format: 'csv',
      recognisedBank: 'Mercury',
      accountName: 'Mercury Checking',
      report: null,
    });
    expect(up.columns.slice(0, 3)).toEqual(['Date (UTC)', 'Description', 'Amount']);
    expect(up.sampleRows).toHaveLength(10);
    expect(up.suggestedMapping).toMatchObject({
      dateColumn: 'Date (UTC)',
      dateFormat: 'MM-DD-YYYY',
      descriptionColumn: 'Description',
      amount: { mode: 'single', column: 'Amount', invert: false },
    });
    const preview = await calls.preview(up.id, up.suggestedMapping);
    expect(preview).toMatchObject({
      totalRows: 29,
      newRows: 29,
      duplicateRows: 0,
      invalidRows: 0,
      firstDate: '2026-09-01',
      lastDate: '2026-11-28',
    });
    expect(preview.rows).toHaveLength(20);
    expect(preview.rows[0]).toMatchObject({
      line: 2,
      date: '2026-11-28',
      amount: -1500,
      duplicate: false,
    });
    expect(preview.in).toBeGreaterThan(0);
    expect(preview.out).toBeLessThan(0);

    const queued = await calls.commit(up.id, up.suggestedMapping);
    expect(queued).toMatchObject({
      status: 'queued',
      progress: { processedRows: 0, totalRows: 29 },
    });
    // The job runs in the worker (here: one pass of it on a test clock).
    await runDueJobs(t.app.db, {
      handlers: { 'accounting.import': (c) => runImportJobFromQueue(t.app.storage, c) },
      clock: () => new Date('2026-12-01T10:00:00Z'),
      workerId: 'test',
    });
    const imported = await calls.read(up.id);
    expect(imported).toMatchObject({
      status: 'done',
      progress: { processedRows: 29, totalRows: 29 },
      report: { added: 29, duplicates: 0, invalid: 0, problems: [] },
    });
    const rows = await transactionsOf(account.id);
    expect(rows).toHaveLength(29);
    expect(
      rows.every((r) => r.source === 'import' && r.importId === up.id && r.currency === 'USD'),
    ).toBe(true);
    // Two genuine identical coffees on one day are both kept.
    expect(
      rows.filter((r) => r.description === 'Blue Bottle Coffee' && r.date === '2026-09-15'),
    ).toHaveLength(2);
    // The mapping is remembered on the account.
    const [saved] = await t.app.db
      .select()
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.id, account.id));
    expect(saved?.csvMapping?.dateColumn).toBe('Date (UTC)');

    const again = await importFile(t.app, calls, account.id, 'mercury.csv', fixture('mercury.csv'));
    expect(again.report).toMatchObject({ added: 0, duplicates: 29, invalid: 0 });
    expect(await transactionsOf(account.id)).toHaveLength(29);
    const secondPreview = await calls.uploaded(account.id, 'mercury.csv', fixture('mercury.csv'));
    expect(await calls.preview(secondPreview.id, secondPreview.suggestedMapping)).toMatchObject({
      newRows: 0,
      duplicateRows: 29,
      in: 0,
      out: 0,
    });
  });

  it('recognises Wise and Chase and reads their dates', async () => {
    const { headers, account } = await booksWithAccount(t.app);
    const calls = importCalls(() => t.app, headers);
    const wise = await calls.uploaded(account.id, 'wise.csv', fixture('wise.csv'));
    expect(wise.recognisedBank).toBe('Wise');
    expect(wise.suggestedMapping).toMatchObject({ dateColumn: 'Date', dateFormat: 'DD-MM-YYYY' });
    const chase = await calls.uploaded(account.id, 'chase.csv', fixture('chase.csv'));
    expect(chase.recognisedBank).toBe('Chase');
    expect(chase.suggestedMapping).toMatchObject({
      dateColumn: 'Posting Date',
      dateFormat: 'MM/DD/YYYY',
    });
    const { headers: h2, account: other } = await booksWithAccount(t.app);
    const c2 = importCalls(() => t.app, h2);
    const chaseDone = await importFile(t.app, c2, other.id, 'chase.csv', fixture('chase.csv'));
    expect(chaseDone.report).toMatchObject({ added: 29, invalid: 0 });
    const wiseDone = await importFile(t.app, calls, account.id, 'wise.csv', fixture('wise.csv'));
    expect(wiseDone.report).toMatchObject({ added: 29, invalid: 0 });
    const owner = (await transactionsOf(account.id)).find((r) => r.amount === 1_000_000);
    expect(owner).toMatchObject({ date: '2026-09-01', counterparty: null });
  });

  it('adds only the new rows of an overlapping statement', async () => {
    const { headers, account } = await booksWithAccount(t.app);
    const calls = importCalls(() => t.app, headers);
    const lines = fixture('mercury.csv').toString('utf8').trimEnd().split('\n');
    // The statement up to the first half of the period, then the whole period.
    const early = [lines[0], ...lines.slice(1).filter((l) => /^(09-\d\d|10-0)/.test(l))].join('\n');
    const first = await importFile(t.app, calls, account.id, 'early.csv', Buffer.from(early));
    const earlyCount = early.split('\n').length - 1;
    expect(first.report?.added).toBe(earlyCount);
    const full = await importFile(t.app, calls, account.id, 'mercury.csv', fixture('mercury.csv'));
    expect(full.report).toMatchObject({ added: 29 - earlyCount, duplicates: earlyCount });
    expect(await transactionsOf(account.id)).toHaveLength(29);
  });

  it('undoes a batch, and the same file imports again afterwards', async () => {
    const { headers, account, company } = await booksWithAccount(t.app);
    const calls = importCalls(() => t.app, headers);
    const done = await importFile(t.app, calls, account.id, 'mercury.csv', fixture('mercury.csv'));
    expect((await calls.post(`/${done.id}/undo`)).statusCode).toBe(200);
    const undone = await calls.read(done.id);
    expect(undone).toMatchObject({ status: 'undone', report: { removed: 29 } });
    expect(await transactionsOf(account.id)).toHaveLength(0);
    expect(codeOf(await calls.post(`/${done.id}/undo`))).toBe('IMPORT_NOT_READY');

    const again = await importFile(t.app, calls, account.id, 'mercury.csv', fixture('mercury.csv'));
    expect(again.report?.added).toBe(29);
    // A closed month keeps the batch.
    await t.app.db
      .insert(booksClosedMonths)
      .values({ companyId: company.id, month: '2026-10', closedBy: 'staff:1' });
    const refused = await calls.post(`/${again.id}/undo`);
    expect(refused.statusCode).toBe(409);
    expect(codeOf(refused)).toBe('BOOKS_MONTH_CLOSED');
    expect(await transactionsOf(account.id)).toHaveLength(29);
  });

  it('reports unreadable rows with their line and reason, and keeps the rest', async () => {
    const { headers, account } = await booksWithAccount(t.app);
    const calls = importCalls(() => t.app, headers);
    const csv = [
      'Date;Description;Amount',
      '01/09/2026;"Café ""Central"", {table} \\ 2";-4,50',
      '31/02/2026;Nowhere;-1,00',
      '02/09/2026;"Multi',
      'line memo";"1.234,56"',
      '03/09/2026;No amount;',
      '04/09/2026;Refund;(12,50)',
      '15/09/2026;Zero;0,00',
      '',
    ].join('\n');
    const mapping = {
      dateColumn: 'Date',
      dateFormat: 'DD/MM/YYYY' as const,
      descriptionColumn: 'Description',
      amount: { mode: 'single' as const, column: 'Amount', invert: false },
      decimalSeparator: ',' as const,
    };
    const up = await calls.uploaded(account.id, 'bank.txt', Buffer.from(`\uFEFF${csv}`));
    expect(up.columns).toEqual(['Date', 'Description', 'Amount']);
    expect(up.suggestedMapping).toMatchObject({ dateFormat: 'DD/MM/YYYY', decimalSeparator: ',' });
    const preview = await calls.preview(up.id, mapping);
    expect(preview).toMatchObject({
      totalRows: 6,
      newRows: 3,
      invalidRows: 2,
      skippedRows: 1,
      in: 123_456,
      out: -1_700,
    });
    await calls.commit(up.id, mapping);
    await runImportJob(
      { db: t.app.db, storage: t.app.storage },
      { importId: up.id, now: new Date() },
    );
    const done = await calls.read(up.id);
    expect(done.report).toMatchObject({
      added: 3,
      invalid: 2,
      skipped: 1,
      // The reason is a sentence of its own: the page says the line beside it, once.
      problems: [
        { line: 3, reason: "The date '31/02/2026' is not a date" },
        { line: 6, reason: 'There is no amount' },
        { line: 8, reason: 'Nothing to book: the amount is 0.00', skipped: true },
      ],
    });
    const amounts = (await transactionsOf(account.id)).map((r) => r.amount).sort((a, b) => a - b);
    expect(amounts).toEqual([-1_250, -450, 123_456]);
    const texts = (await transactionsOf(account.id)).map((r) => r.description).sort();
    expect(texts).toEqual(['Café "Central", {table} \\ 2', 'Multi\nline memo', 'Refund']);
  });

  it('reads debit and credit columns, and inverted card statements', async () => {
    const { headers, account } = await booksWithAccount(t.app);
    const calls = importCalls(() => t.app, headers);
    const split =
      'Transaction Date,Memo,Paid out,Paid in\n2026-09-01,AWS,143.27,\n2026-09-02,STRIPE,,"2,450.18"\n';
    const up = await calls.uploaded(account.id, 'split.csv', Buffer.from(split));
    expect(up.recognisedBank).toBeNull();
    expect(up.suggestedMapping).toMatchObject({
      dateColumn: 'Transaction Date',
      dateFormat: 'YYYY-MM-DD',
      descriptionColumn: 'Memo',
      amount: { mode: 'split', debitColumn: 'Paid out', creditColumn: 'Paid in' },
    });
    expect((await calls.preview(up.id, up.suggestedMapping)).rows.map((r) => r.amount)).toEqual([
      -14_327, 245_018,
    ]);

    const card =
      'Date\tDescription\tAmount\n09/03/2026\tGitHub\t21.00\n09/04/2026\tPayment, thank you\t-500.00\n';
    const cardUp = await calls.uploaded(account.id, 'card.csv', Buffer.from(card));
    const mapping = {
      ...cardUp.suggestedMapping!,
      amount: { mode: 'single' as const, column: 'Amount', invert: true },
    };
    const preview = await calls.preview(cardUp.id, mapping);
    expect(preview.rows.map((r) => [r.date, r.amount])).toEqual([
      ['2026-09-03', -2_100],
      ['2026-09-04', 50_000],
    ]);
  });

  it('imports OFX (SGML 1.x and XML 2.x) by FITID', async () => {
    const { headers, account } = await booksWithAccount(t.app);
    const calls = importCalls(() => t.app, headers);
    const up = await calls.uploaded(account.id, 'statement.qfx', fixture('statement.ofx'));
    expect(up).toMatchObject({ format: 'ofx', columns: [], suggestedMapping: null });
    expect(up.sampleRows[0]).toEqual(['2026-09-01', 'Transfer from J. Doe', '10000.00']);
    const preview = await calls.preview(up.id, null);
    expect(preview).toMatchObject({ totalRows: 29, newRows: 29 });
    await calls.commit(up.id, null);
    await runImportJob(
      { db: t.app.db, storage: t.app.storage },
      { importId: up.id, now: new Date() },
    );
    expect((await calls.read(up.id)).report).toMatchObject({ added: 29 });
    const again = await importFile(
      t.app,
      calls,
      account.id,
      'statement.ofx',
      fixture('statement.ofx'),
    );
    expect(again.report).toMatchObject({ added: 0, duplicates: 29 });

    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<?OFX OFXHEADER="200" VERSION="220" SECURITY="NONE" OLDFILEUID="NONE" NEWFILEUID="NONE"?>
<OFX><BANKMSGSRSV1><STMTTRNRS><TRNUID>1</TRNUID><STATUS><CODE>0</CODE><SEVERITY>INFO</SEVERITY></STATUS>
<STMTRS><CURDEF>USD</CURDEF><BANKACCTFROM><BANKID>1</BANKID><ACCTID>2</ACCTID><ACCTTYPE>CHECKING</ACCTTYPE></BANKACCTFROM>
<BANKTRANLIST><DTSTART>20261201</DTSTART><DTEND>20261231</DTEND>
<STMTTRN><TRNTYPE>DEBIT</TRNTYPE><DTPOSTED>20261202</DTPOSTED><TRNAMT>-9.99</TRNAMT><FITID>X-1</FITID><NAME>Notion</NAME></STMTTRN>
</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>
`;
    const x = await importFile(t.app, calls, account.id, 'december.ofx', Buffer.from(xml));
    expect(x.report).toMatchObject({ added: 1 });
    const notion = (await transactionsOf(account.id)).find((r) => r.date === '2026-12-02');
    expect(notion).toMatchObject({ amount: -999, description: 'Notion' });
  });

  it('applies the company rules on import', async () => {
    const { headers, account, company } = await booksWithAccount(t.app);
    const sales = await categoryIdByKey(t.app.db, company.id, 'sales');
    const hosting = await categoryIdByKey(t.app.db, company.id, 'hosting');
    await t.app.db.insert(ledgerRules).values([
      {
        companyId: company.id,
        position: 0,
        descriptionContains: 'stripe',
        direction: 'in',
        categoryId: sales,
        counterparty: 'Stripe',
      },
      {
        companyId: company.id,
        position: 1,
        descriptionContains: 'amazon web',
        categoryId: hosting,
      },
    ]);
    const calls = importCalls(() => t.app, headers);
    const done = await importFile(t.app, calls, account.id, 'wise.csv', fixture('wise.csv'));
    expect(done.report?.categorisedByRules).toBe(9);
    const rows = await t.app.db
      .select()
      .from(ledgerTransactions)
      .where(
        and(eq(ledgerTransactions.accountId, account.id), eq(ledgerTransactions.categoryId, sales)),
      );
    expect(rows).toHaveLength(6);
    expect(rows.every((r) => r.counterparty === 'Stripe')).toBe(true);
  });

  it('refuses an empty or unreadable file and keeps nothing of it', async () => {
    const { headers, account } = await booksWithAccount(t.app);
    const calls = importCalls(() => t.app, headers);
    const chunks = async () => (await t.app.db.select().from(fileChunks)).length;
    const before = await chunks();
    for (const [name, bytes] of [
      ['empty.csv', Buffer.alloc(0)],
      ['header-only.csv', Buffer.from('Date,Description,Amount\n')],
      ['photo.csv', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0x00, 0x01, 0x02])],
      ['broken.ofx', Buffer.from('OFXHEADER:100\n<OFX><nothing')],
    ] as const) {
      const res = await calls.upload(account.id, name, bytes);
      expect(res.statusCode, name).toBe(400);
      expect(codeOf(res), name).toBe('IMPORT_FILE_UNREADABLE');
    }
    expect(await chunks()).toBe(before);
    const res = await calls.upload('not-a-uuid', 'mercury.csv', fixture('mercury.csv'));
    expect(res.statusCode).toBe(400);
  });

  it('needs a mapping whose columns are in the file', async () => {
    const { headers, account } = await booksWithAccount(t.app);
    const calls = importCalls(() => t.app, headers);
    const up = await calls.uploaded(account.id, 'mercury.csv', fixture('mercury.csv'));
    expect(codeOf(await calls.post(`/${up.id}/preview`, {}))).toBe('IMPORT_MAPPING_INVALID');
    const wrong = { ...up.suggestedMapping!, dateColumn: 'Posted' };
    const res = await calls.post(`/${up.id}/commit`, { mapping: wrong });
    expect(res.statusCode).toBe(400);
    expect(codeOf(res)).toBe('IMPORT_MAPPING_INVALID');
    expect((await calls.post(`/${up.id}/preview`, { mapping: { dateColumn: 1 } })).statusCode).toBe(
      400,
    );
  });

  it('commits once: a second or concurrent commit is IMPORT_NOT_READY', async () => {
    const { headers, account } = await booksWithAccount(t.app);
    const calls = importCalls(() => t.app, headers);
    const up = await calls.uploaded(account.id, 'mercury.csv', fixture('mercury.csv'));
    const results = await Promise.all([
      calls.post(`/${up.id}/commit`, { mapping: up.suggestedMapping }),
      calls.post(`/${up.id}/commit`, { mapping: up.suggestedMapping }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const again = await calls.post(`/${up.id}/commit`, { mapping: up.suggestedMapping });
    expect(codeOf(again)).toBe('IMPORT_NOT_READY');
    expect(codeOf(await calls.remove(up.id))).toBe('IMPORT_NOT_READY');
  });

  it('lists newest first, deletes an upload, and hides other customers’ accounts and imports', async () => {
    const { headers, account } = await booksWithAccount(t.app);
    const calls = importCalls(() => t.app, headers);
    const a = await calls.uploaded(account.id, 'wise.csv', fixture('wise.csv'));
    const b = await calls.uploaded(account.id, 'chase.csv', fixture('chase.csv'));
    const list = (await calls.get(`?accountId=${account.id}`)).json().data as { id: string }[];
    expect(list.map((i) => i.id)).toEqual([b.id, a.id]);
    expect((await calls.remove(a.id)).statusCode).toBe(200);
    expect((await calls.get(`/${a.id}`)).statusCode).toBe(404);

    const stranger = await booksWithAccount(t.app);
    const theirs = importCalls(() => t.app, stranger.headers);
    expect((await theirs.upload(account.id, 'wise.csv', fixture('wise.csv'))).statusCode).toBe(404);
    expect((await theirs.get(`/${b.id}`)).statusCode).toBe(404);
    expect(
      (await theirs.post(`/${b.id}/preview`, { mapping: b.suggestedMapping })).statusCode,
    ).toBe(404);
    expect((await theirs.post(`/${b.id}/commit`, { mapping: b.suggestedMapping })).statusCode).toBe(
      404,
    );
    expect((await theirs.post(`/${b.id}/undo`)).statusCode).toBe(404);
    expect((await theirs.remove(b.id)).statusCode).toBe(404);
  });

  it('fails the import with a readable error when its file is gone', async () => {
    const { headers, account } = await booksWithAccount(t.app);
    const calls = importCalls(() => t.app, headers);
    const up = await calls.uploaded(account.id, 'mercury.csv', fixture('mercury.csv'));
    await calls.commit(up.id, up.suggestedMapping);
    const [row] = await t.app.db.select().from(ledgerImports).where(eq(ledgerImports.id, up.id));
    await t.app.storage.remove(row?.storageKey ?? '');
    await runImportJob(
      { db: t.app.db, storage: t.app.storage },
      { importId: up.id, now: new Date() },
    );
    const failed = await calls.read(up.id);
    expect(failed.status).toBe('failed');
    expect(failed.error).toMatch(/no longer there/);
  });
});
