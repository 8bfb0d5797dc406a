import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TTransaction, TTransactionList } from '@charterline/shared/schemas/accounting';
import { createTestApp, testDatabaseKind, type TTestApp } from '../../../../test/test-app';
import { booksCalls } from '../ledger-test-helpers';
import { runImportJob } from './run-import-job';
import { booksWithAccount, fixture, importCalls, importFile } from './import-test-helpers';

/*
 * Issue 36 (minor), decision 0184: a $0.00 row and a row the bank has not settled are skipped
 * with a neutral word (not "unreadable", never "Line 2: Line 2:"); Mercury's pending rows do
 * not import as final; remembered columns are said to be remembered (the page skips the step);
 * an undo says how many transactions categorised since would lose their category.
 */

const MERCURY_HEAD =
  'Date (UTC),Description,Amount,Status,Source Account,Bank Description,Reference,Note,Last Four Digits,Name On Card,Category,GL Code,Timestamp,Original Currency';
const mercuryRow = (date: string, description: string, amount: string, status: string) =>
  `${date},${description},${amount},${status},Mercury Checking ••1234,${description.toUpperCase()},,,,,,,${date} 14:00:00,USD`;

describe(`imports: skipped rows, pending rows, remembered columns, undo (${testDatabaseKind()})`, () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_DISABLED: 'true' } });
  });
  afterAll(() => t.close());

  it('skips $0.00 rows and rows not settled at the bank, with a neutral reason', async () => {
    const { headers, account } = await booksWithAccount(t.app);
    const calls = importCalls(() => t.app, headers);
    const csv = [
      MERCURY_HEAD,
      mercuryRow('11-28-2026', 'Mercury', '0.00', 'Sent'),
      mercuryRow('11-27-2026', 'Stripe', '964.52', 'Pending'),
      mercuryRow('11-26-2026', 'GitHub', '-21.00', 'Failed'),
      mercuryRow('11-25-2026', 'Notion Labs', '-10.00', 'Sent'),
      mercuryRow('11-24-2026', 'Figma', '-15.00', 'Cancelled'),
      '11-23-2026,Broken,abc,Sent,,,,,,,,,,USD',
      '',
    ].join('\n');
    const up = await calls.uploaded(account.id, 'mercury.csv', Buffer.from(csv));
    expect(up.recognisedBank).toBe('Mercury');
    expect(up.suggestedMapping).toMatchObject({ statusColumn: 'Status' });
    const preview = await calls.preview(up.id, up.suggestedMapping);
    expect(preview).toMatchObject({
      totalRows: 6,
      newRows: 1,
      skippedRows: 4,
      invalidRows: 1,
      out: -1_000,
      in: 0,
    });
    expect(preview.rows.map((r) => [r.line, r.skipped, r.error])).toEqual([
      [2, 'Nothing to book: the amount is 0.00', null],
      [3, 'Pending at the bank: import it again once it has cleared', null],
      [4, 'Failed at the bank: no money moved', null],
      [5, null, null],
      [6, 'Cancelled at the bank: no money moved', null],
      [7, null, "The amount 'abc' is not a number"],
    ]);

    await calls.commit(up.id, up.suggestedMapping);
    await runImportJob(
      { db: t.app.db, storage: t.app.storage },
      { importId: up.id, now: new Date('2026-12-01T10:00:00Z') },
    );
    const done = await calls.read(up.id);
    expect(done.report).toMatchObject({
      added: 1,
      duplicates: 0,
      invalid: 1,
      skipped: 4,
      problems: [
        { line: 2, reason: 'Nothing to book: the amount is 0.00', skipped: true },
        {
          line: 3,
          reason: 'Pending at the bank: import it again once it has cleared',
          skipped: true,
        },
        { line: 4, reason: 'Failed at the bank: no money moved', skipped: true },
        { line: 6, reason: 'Cancelled at the bank: no money moved', skipped: true },
        { line: 7, reason: "The amount 'abc' is not a number" },
      ],
    });
    // Once it has cleared, the same row imports (it was never booked as final).
    const cleared = [MERCURY_HEAD, mercuryRow('11-27-2026', 'Stripe', '964.52', 'Sent'), ''].join(
      '\n',
    );
    const later = await importFile(t.app, calls, account.id, 'later.csv', Buffer.from(cleared));
    expect(later.report).toMatchObject({ added: 1, skipped: 0 });
  });

  it('says when the columns are the ones remembered for the account', async () => {
    const { headers, account } = await booksWithAccount(t.app);
    const calls = importCalls(() => t.app, headers);
    const first = await calls.uploaded(account.id, 'mercury.csv', fixture('mercury.csv'));
    expect(first.mappingRemembered).toBe(false);
    await importFile(t.app, calls, account.id, 'mercury.csv', fixture('mercury.csv'));
    const again = await calls.uploaded(account.id, 'mercury-dec.csv', fixture('mercury.csv'));
    expect(again.mappingRemembered).toBe(true);
    const other = await calls.uploaded(account.id, 'chase.csv', fixture('chase.csv'));
    expect(other.mappingRemembered).toBe(false);
  });

  it('tells how many of an import’s transactions were categorised since', async () => {
    const { headers, account } = await booksWithAccount(t.app);
    const calls = importCalls(() => t.app, headers);
    const books = booksCalls(() => t.app, headers);
    const done = await importFile(t.app, calls, account.id, 'mercury.csv', fixture('mercury.csv'));
    expect(done.categorisedSince).toBe(0);
    const list = await books.data<TTransactionList>(
      'GET',
      `/transactions?accountId=${account.id}&size=3&sort=date,asc`,
    );
    const software = await books.categoryId('software');
    for (const tx of list.content.slice(0, 2)) {
      await books.data<TTransaction>('PATCH', `/transactions/${tx.id}`, { categoryId: software });
    }
    expect((await calls.read(done.id)).categorisedSince).toBe(2);
    // The list does not count (it would read every import's rows).
    const [listed] = (await calls.get(`?accountId=${account.id}`)).json().data as {
      categorisedSince: number | null;
    }[];
    expect(listed?.categorisedSince).toBeNull();
  });
});
