import { writeFileSync } from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TBooksOverview,
  TProfitAndLoss,
  TTransaction,
  TTransactionList,
} from '@charterline/shared/schemas/accounting';
import type { TInvoice } from '@charterline/shared/schemas/invoicing';
import { ledgerCategories, ledgerSplits, ledgerTransactions } from '../../../db/schema';
import { createTestApp, testDatabaseKind, type TTestApp } from '../../../../test/test-app';
import { formedInvoicer, invoicingCalls } from '../../invoicing/invoicing-test-helpers';
import { booksCalls } from '../ledger-test-helpers';

/*
 * Issue 36 item 6 (decision 0184): the P&L never leaves a currency out silently (other
 * currencies are shown apart, unconverted), and the tax collected on invoices is a liability,
 * never revenue — for payments booked from now on and for those booked before.
 */

const TODAY = '2026-11-20';
const PERIOD = `from=2026-01-01&to=${TODAY}`;

/** One service line of 1,000.00 at `taxRate` percent, in `currency`. */
const line = (unitPrice: number, taxRate: number) => ({
  description: 'Design work',
  quantity: 1,
  unitPrice,
  taxRate,
});

describe(`the P&L tells every currency and the tax collected (${testDatabaseKind()})`, () => {
  let t: TTestApp;
  let me: ReturnType<typeof booksCalls>;
  let invoicing: ReturnType<typeof invoicingCalls>;
  let companyId: string;
  let taxed: TInvoice;

  const pay = (invoiceId: string, amount: number, paidOn: string) =>
    invoicing.data<TInvoice>('POST', `/invoices/${invoiceId}/payments`, {
      amount,
      method: 'bank_transfer',
      paidOn,
    });
  const paymentsOf = async (invoiceId: string) =>
    (
      await me.data<TTransactionList>('GET', '/transactions?source=invoice_payment&size=100')
    ).content
      .filter((p) => p.invoice?.id === invoiceId)
      .sort((a, b) => a.date.localeCompare(b.date));
  const parts = (tx: TTransaction) => tx.splits.map((s) => [s.categoryName, s.amount]);
  const pnl = (query = '') => me.data<TProfitAndLoss>('GET', `/reports/pnl?${PERIOD}${query}`);

  beforeAll(async () => {
    t = await createTestApp({
      env: { RATE_LIMIT_DISABLED: 'true' },
      clock: () => new Date(`${TODAY}T12:00:00Z`),
    });
    const mine = await formedInvoicer(t.app);
    companyId = mine.company.id;
    me = booksCalls(() => t.app, mine.headers);
    invoicing = invoicingCalls(() => t.app, mine.headers);
    const customer = await invoicing.customer('Acme Corp');
    // 1,000.00 at 20 %: 1,200.00, paid in two halves (each 100.00 of tax).
    taxed = await invoicing.finalize(
      (await invoicing.draft(customer.id, { lines: [line(100_000, 20)] })).id,
    );
    await pay(taxed.id, 60_000, '2026-11-10');
    await pay(taxed.id, 60_000, '2026-11-18');
    // EUR 4,558.95 with no tax, categorised as Sales like every invoice payment.
    const eur = await invoicing.finalize(
      (await invoicing.draft(customer.id, { currency: 'EUR', lines: [line(455_895, 0)] })).id,
    );
    await pay(eur.id, 455_895, '2026-11-12');
    const account = await me.account({ name: 'Mercury Checking', openingDate: '2026-09-01' });
    await me.tx(account.id, {
      date: '2026-09-05',
      amount: -5_000,
      description: 'AWS',
      categoryId: await me.categoryId('hosting'),
    });
  });
  afterAll(async () => t?.close());

  it('books the tax part of an invoice payment to a liability, not to Sales', async () => {
    const [first, second] = await paymentsOf(taxed.id);
    for (const payment of [first, second]) {
      expect(payment).toMatchObject({ amount: 60_000, categoryId: null });
      expect(parts(payment!)).toEqual([
        ['Sales', 50_000],
        ['Sales tax / VAT collected', 10_000],
      ]);
    }
    const category = (await me.categories()).find((c) => c.key === 'sales_tax_collected');
    expect(category).toMatchObject({ type: 'liability', name: 'Sales tax / VAT collected' });
  });

  it('keeps tax collected out of revenue and shows it as owed', async () => {
    const report = await pnl();
    const sales = report.rows.find((r) => r.name === 'Sales');
    expect(sales?.total).toBe(100_000);
    expect(report.income.total).toBe(100_000);
    expect(report.rows.some((r) => r.name === 'Sales tax / VAT collected')).toBe(false);
    expect(report.liabilities).toEqual([
      expect.objectContaining({ name: 'Sales tax / VAT collected', total: 20_000 }),
    ]);
    expect(report.liabilities[0]?.byMonth.at(-1)).toBe(20_000);
  });

  it('shows the EUR income apart, unconverted, instead of leaving it out', async () => {
    const report = await pnl();
    expect(report.currency).toBe('USD');
    expect(report.otherCurrencies).toEqual([
      {
        currency: 'EUR',
        income: 455_895,
        costs: 0,
        netProfit: 455_895,
        liabilities: 0,
        uncategorised: 0,
      },
    ]);
    expect(report.firstTransactionOn).toBe('2026-09-05');
    const eur = await pnl('&currency=EUR');
    expect(eur.income.total).toBe(455_895);
    expect(eur.otherCurrencies).toEqual([
      {
        currency: 'USD',
        income: 100_000,
        costs: 5_000,
        netProfit: 95_000,
        liabilities: 20_000,
        uncategorised: 0,
      },
    ]);
    // The reports offer EUR although no account is in EUR: the invoice payment is.
    const overview = await me.data<TBooksOverview>('GET', '/overview');
    expect(overview.currencies).toEqual(['EUR', 'USD']);
  });

  it('prints both in the CSV', async () => {
    const res = await me.call('GET', `/reports/pnl.csv?${PERIOD}`);
    const lines = res.body.trim().split('\r\n');
    expect(lines).toContain(
      'Sales tax / VAT collected,Owed to others (not income),0.00,0.00,0.00,0.00,0.00,0.00,0.00,0.00,0.00,0.00,200.00,200.00',
    );
    expect(lines).toContain('EUR income is shown apart: it is not converted.');
    expect(lines).toContain('EUR,Income,4558.95');
  });

  it('prints both in the PDF, with long category names whole', async () => {
    const long = await me.data<{ id: string }>(
      'POST',
      '/categories',
      {
        name: 'Legal, accounting and other professional fees paid to advisers abroad',
        type: 'expense',
      },
      201,
    );
    const account = await me.account({ name: 'Card', openingDate: '2026-09-01' });
    await me.tx(account.id, {
      date: '2026-10-02',
      amount: -120_000,
      description: 'Counsel',
      categoryId: long.id,
    });
    for (const query of [PERIOD, 'from=2026-10-01&to=2026-11-20']) {
      const res = await me.call('GET', `/reports/pnl.pdf?${query}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      // REPORT_PDF_OUT=/tmp/x keeps the files to look at (pdftoppm -png -r 80 …).
      const out = process.env.REPORT_PDF_OUT;
      if (out) writeFileSync(`${out}-${query.replace(/\W+/g, '-')}.pdf`, res.rawPayload);
      expect((await PDFDocument.load(res.rawPayload)).getPageCount()).toBe(1);
    }
  });

  it('a deposit matched to a taxed payment takes its parts: the P&L does not change', async () => {
    const [first] = await paymentsOf(taxed.id);
    const account = await me.account({ name: 'Deposits', openingDate: '2026-09-01' });
    const deposit = await me.tx(account.id, {
      date: '2026-11-11',
      amount: 60_000,
      description: 'ACH ACME',
    });
    const matched = await me.data<TTransaction>('POST', `/transactions/${deposit.id}/match`, {
      transactionId: first!.id,
    });
    expect(matched.categoryId).toBeNull();
    expect(parts(matched)).toEqual([
      ['Sales', 50_000],
      ['Sales tax / VAT collected', 10_000],
    ]);
    const report = await pnl();
    expect(report.income.total).toBe(100_000);
    expect(report.liabilities[0]?.total).toBe(20_000);
  });

  it('splits payments booked before whole in Sales once, and leaves a category chosen by hand', async () => {
    // The books as the old code left them: no tax category, taxed payments whole in Sales.
    const db = t.app.db;
    const [sales] = await db
      .select({ id: ledgerCategories.id })
      .from(ledgerCategories)
      .where(and(eq(ledgerCategories.companyId, companyId), eq(ledgerCategories.key, 'sales')));
    const taxedRows = await db
      .select({ id: ledgerTransactions.id })
      .from(ledgerTransactions)
      .where(
        and(eq(ledgerTransactions.companyId, companyId), eq(ledgerTransactions.isSplit, true)),
      );
    await db.delete(ledgerSplits).where(eq(ledgerSplits.companyId, companyId));
    for (const row of taxedRows) {
      await db
        .update(ledgerTransactions)
        .set({ isSplit: false, categoryId: sales!.id })
        .where(eq(ledgerTransactions.id, row.id));
    }
    await db
      .delete(ledgerCategories)
      .where(
        and(
          eq(ledgerCategories.companyId, companyId),
          eq(ledgerCategories.key, 'sales_tax_collected'),
        ),
      );
    // Read from the tables: the books' routes would upgrade the chart at once.
    const [second] = await db
      .select({ id: ledgerTransactions.id })
      .from(ledgerTransactions)
      .where(
        and(eq(ledgerTransactions.companyId, companyId), eq(ledgerTransactions.date, '2026-11-18')),
      );
    const otherIncome = await db
      .select({ id: ledgerCategories.id })
      .from(ledgerCategories)
      .where(
        and(eq(ledgerCategories.companyId, companyId), eq(ledgerCategories.key, 'other_income')),
      );
    // The founder had put the second payment in Other income by hand: that choice stays.
    await db
      .update(ledgerTransactions)
      .set({ categoryId: otherIncome[0]!.id })
      .where(eq(ledgerTransactions.id, second!.id));
    // A payment recorded before accounting existed has no ledger row at all.
    const customer = await invoicing.customer('Beta GmbH');
    const late = await invoicing.finalize(
      (await invoicing.draft(customer.id, { lines: [line(10_000, 10)] })).id,
    );
    await pay(late.id, 11_000, '2026-11-19');
    await db.execute(
      sql`delete from ledger_transactions where invoice_payment_id in (select id from invoice_payments where invoice_id = ${late.id})`,
    );

    const [first, kept] = await paymentsOf(taxed.id);
    expect(parts(first!)).toEqual([
      ['Sales', 50_000],
      ['Sales tax / VAT collected', 10_000],
    ]);
    expect(kept).toMatchObject({ categoryName: 'Other income', splits: [] });
    const deposit = await me.data<TTransaction>(
      'GET',
      `/transactions/${first!.matchedTransactionId}`,
    );
    expect(parts(deposit)).toEqual([
      ['Sales', 50_000],
      ['Sales tax / VAT collected', 10_000],
    ]);
    const [rebooked] = await paymentsOf(late.id);
    expect(parts(rebooked!)).toEqual([
      ['Sales', 10_000],
      ['Sales tax / VAT collected', 1_000],
    ]);
    const report = await pnl();
    expect(report.rows.find((r) => r.name === 'Sales')?.total).toBe(60_000);
    expect(report.liabilities[0]?.total).toBe(11_000);
  });
});
