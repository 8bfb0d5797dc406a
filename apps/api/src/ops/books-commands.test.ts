import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyEvents, ledgerTransactions, outbox, services } from '../db/schema';
import { BOOKS_MONTH_CLOSED_EVENT } from '../modules/accounting/bookkeeping/bookkeeping';
import { booksWriter } from '../modules/accounting/reports/reports-test-helpers';
import { formedInvoicer } from '../modules/invoicing/invoicing-test-helpers';
import { opsCli } from '../../test/ops-cli-helpers';
import { createTestApp, testDatabaseKind, type TTestApp } from '../../test/test-app';

// `npm run ops -- books …` exactly as our bookkeepers run it, against a listening portal.
describe(`npm run ops: books (${testDatabaseKind()})`, () => {
  let t: TTestApp;
  let base = '';
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_DISABLED: 'true' } });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  const ops = opsCli(
    () => t,
    () => base,
  );

  it('shows the books, categorises, closes a month (telling the customer) and reopens it', async () => {
    const { user, company } = await formedInvoicer(t.app);
    const b = await booksWriter(t.app.db, company.id);
    const account = await b.account();
    const coffee = await b.transaction({
      accountId: account,
      date: '2026-09-03',
      amount: -450,
      description: 'BLUE BOTTLE COFFEE',
    });
    await b.transaction({
      accountId: account,
      date: '2026-09-10',
      amount: 120_000,
      category: 'sales',
    });
    const october = await b.transaction({ accountId: account, date: '2026-10-01', amount: -2_000 });

    const shown = await ops('books', user.email);
    expect(shown.code, shown.out).toBe(0);
    expect(shown.out).toContain('Nube Clara LLC');
    expect(shown.out).toContain('BOOKKEEPING: not active');
    expect(shown.out).toMatch(/2026-09\s+2 transactions\s+1 uncategorised\s+open/);
    expect(shown.out).toMatch(/2026-10\s+1 transactions\s+1 uncategorised\s+open/);

    const listed = await ops('books', 'uncategorised', company.id, '--month', '2026-09');
    expect(listed.code, listed.out).toBe(0);
    expect(listed.out).toContain(`${coffee}  2026-09-03`);
    expect(listed.out).toContain('-4.50 USD  BLUE BOTTLE COFFEE');
    expect(listed.out).not.toContain(october);

    const refused = await ops('books', 'close', company.id, '2026-09');
    expect(refused.code).toBe(1);
    expect(refused.out).toContain('1 transaction is still uncategorised in September 2026');

    const unknown = await ops('books', 'categorise', coffee, 'Snacks');
    expect(unknown.code).toBe(1);
    expect(unknown.out).toContain('There is no category "Snacks"');
    const byName = await ops('books', 'categorise', coffee, 'meals');
    expect(byName.code, byName.out).toBe(0);
    expect(byName.out).toContain('BLUE BOTTLE COFFEE → Meals');

    const closed = await ops('books', 'close', user.email, '2026-09');
    expect(closed.code, closed.out).toBe(0);
    expect(closed.out).toContain('Closed September 2026');
    const [mail] = await t.app.db.select().from(outbox).where(eq(outbox.recipient, user.email));
    expect(mail?.subject).toBe('Your books for September 2026 are closed');
    const events = await t.app.db
      .select()
      .from(companyEvents)
      .where(
        and(
          eq(companyEvents.companyId, company.id),
          eq(companyEvents.kind, BOOKS_MONTH_CLOSED_EVENT),
        ),
      );
    expect(events.map((e) => e.data)).toEqual([{ month: '2026-09', label: 'September 2026' }]);

    // A closed month is read only, for our bookkeepers too.
    const locked = await ops('books', 'categorise', coffee, 'office');
    expect(locked.code).toBe(1);
    expect(locked.out).toContain('books are closed');
    const again = await ops('books', 'close', company.id, '2026-09');
    expect(again.out).toContain('September 2026 is already closed');

    // October closes with --force, uncategorised and all; BOOKKEEPING shows once bought.
    await t.app.db.insert(services).values({
      companyId: company.id,
      productKey: 'bookkeeping',
      productType: 'BOOKKEEPING',
      name: 'Bookkeeping',
      category: 'tax',
      status: 'IN_PROGRESS',
    });
    expect((await ops('books', 'close', company.id, '2026-10', '--force')).code).toBe(0);
    const after = await ops('books', company.id);
    expect(after.out).toContain('BOOKKEEPING: active; closed through 2026-10');
    expect(after.out).toMatch(/2026-09\s+2 transactions\s+0 uncategorised\s+closed/);

    const reopened = await ops('books', 'reopen', company.id, '2026-09');
    expect(reopened.code, reopened.out).toBe(0);
    expect((await ops('books', 'categorise', coffee, 'office')).code).toBe(0);
    const [row] = await t.app.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.id, coffee));
    expect(row?.categoryId).toBe(b.cat('office'));
    expect((await ops('books', 'reopen', company.id, '2026-09')).out).toContain('is not closed');
    expect((await ops('books', 'close', company.id, 'Sept')).out).toContain(
      'not a month like 2026-09',
    );
  }, 240_000);

  it('keeps the bookkeepers’ routes for staff: a customer is refused (403)', async () => {
    const { headers, company } = await formedInvoicer(t.app);
    const b = await booksWriter(t.app.db, company.id);
    const id = await b.transaction({
      accountId: await b.account(),
      date: '2026-09-03',
      amount: -1,
    });
    const tries = [
      ['GET', `/api/ops/v1/companies/${company.id}/books`, undefined],
      ['GET', `/api/ops/v1/companies/${company.id}/books/uncategorised`, undefined],
      ['POST', `/api/ops/v1/books/transactions/${id}/categorise`, { category: 'meals' }],
      ['POST', `/api/ops/v1/companies/${company.id}/books/months/2026-09/close`, { force: true }],
      ['POST', `/api/ops/v1/companies/${company.id}/books/months/2026-09/reopen`, undefined],
    ] as const;
    for (const [method, url, payload] of tries) {
      const res = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
      expect(res.statusCode, url).toBe(403);
    }
  });
});
