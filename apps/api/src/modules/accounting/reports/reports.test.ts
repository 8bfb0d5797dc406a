import { writeFileSync } from 'node:fs';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TCashReport,
  TForm5472Summary,
  TProfitAndLoss,
} from '@charterline/shared/schemas/accounting';
import { companyOwners } from '../../../db/schema';
import { createSignedInUser } from '../../../../test/auth-helpers';
import { createTestApp, testDatabaseKind, type TTestApp } from '../../../../test/test-app';
import { formedInvoicer } from '../../invoicing/invoicing-test-helpers';
import { ACCOUNTING_BASE } from '../accounting-route-options';
import { pnlColumns } from './pnl-pdf';
import { booksWriter } from './reports-test-helpers';

const Q1 = 'from=2026-01-01&to=2026-03-31';

describe(`reports: P&L, cash, Form 5472, CSV and PDF (${testDatabaseKind()})`, () => {
  let t: TTestApp;
  let headers: Record<string, string>;
  let otherHeaders: Record<string, string>;
  let usd: string;
  let wise: string;
  const get = (url: string, h = headers) =>
    t.app.inject({ method: 'GET', url: `/api${ACCOUNTING_BASE}/reports${url}`, headers: h });
  const data = async <T>(url: string): Promise<T> => {
    const res = await get(url);
    if (res.statusCode !== 200) throw new Error(`${url} → ${res.statusCode} ${res.body}`);
    return res.json().data as T;
  };

  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_DISABLED: 'true' } });
    const me = await formedInvoicer(t.app);
    headers = me.headers;
    otherHeaders = (await formedInvoicer(t.app, 'Otra Cosa')).headers;
    await t.app.db.insert(companyOwners).values({
      companyId: me.company.id,
      position: 0,
      firstName: 'Ana',
      lastName: 'Souza',
      email: 'ana@example.com',
      ownershipHundredths: 10_000,
      address: { line1: 'Rua 1', city: 'Lisboa', country: 'PT' },
    });
    const b = await booksWriter(t.app.db, me.company.id);
    usd = await b.account({ openingBalance: 100_000, openingDate: '2026-01-01' });
    wise = await b.account({ name: 'Wise EUR', currency: 'EUR' });
    await b.account({ name: 'Old card', archived: true });
    const closedCard = await b.account({ name: 'Closed card', archived: true });
    const tx = (
      date: string,
      amount: number,
      category: Parameters<typeof b.transaction>[0]['category'],
      more = {},
    ) => b.transaction({ accountId: usd, date, amount, category, ...more });
    // January: sales, costs, a refund in an expense category, the owner's money (not P&L).
    await tx('2026-01-05', 500_000, 'sales', { description: 'STRIPE PAYOUT' });
    await tx('2026-01-06', -20_000, 'hosting');
    await tx('2026-01-07', -5_000, 'software');
    await tx('2026-01-20', 1_000, 'software', { description: 'Refund: unused seat' });
    await tx('2026-01-10', 1_000_000, 'owner_contribution', { description: 'From Ana' });
    await tx('2026-01-11', -3_000, null);
    await tx('2026-01-12', 2_000, null);
    await tx('2025-12-15', -999, 'bank_fees', { description: 'Before the opening date' });
    // February: a split, taxes, an invoice payment matched to its deposit, one not deposited.
    const split = await tx('2026-02-03', -30_000, null);
    await b.split(split, [
      { category: 'advertising', amount: -10_000 },
      { category: 'meals', amount: -20_000 },
    ]);
    await tx('2026-02-04', -7_000, 'taxes');
    const deposit = await tx('2026-02-10', 40_000, 'sales');
    await b.transaction({
      accountId: null,
      date: '2026-02-09',
      amount: 40_000,
      category: 'sales',
      source: 'invoice_payment',
      matchedId: deposit,
    });
    await b.transaction({
      accountId: null,
      date: '2026-02-20',
      amount: 15_000,
      category: 'sales',
      source: 'invoice_payment',
    });
    // March: a distribution; April: a split with a loan repayment (Form 5472 only).
    await tx('2026-03-15', -250_000, 'owner_draw', { description: '=SUM(A1)' });
    const repay = await tx('2026-04-02', -60_000, null);
    await b.split(repay, [
      { category: 'owner_loan_repaid', amount: -50_000 },
      { category: 'bank_fees', amount: -10_000 },
    ]);
    await b.transaction({
      accountId: wise,
      date: '2026-01-15',
      amount: 99_999,
      category: 'sales',
      currency: 'EUR',
    });
    await b.transaction({
      accountId: wise,
      date: '2026-05-01',
      amount: 5_000,
      category: 'owner_contribution',
      currency: 'EUR',
    });
    await b.transaction({
      accountId: closedCard,
      date: '2026-02-01',
      amount: -1_500,
      category: 'software',
    });
  });
  afterAll(async () => t?.close());

  it('P&L: splits by part, matched invoice payments once, refunds reduce costs, one currency', async () => {
    const pnl = await data<TProfitAndLoss>(`/pnl?${Q1}`);
    expect(pnl.months).toEqual(['2026-01', '2026-02', '2026-03']);
    const row = (name: string) => pnl.rows.find((r) => r.name === name);
    expect(row('Sales')).toMatchObject({
      type: 'income',
      byMonth: [500_000, 55_000, 0],
      total: 555_000,
    });
    expect(row('Hosting and infrastructure')?.byMonth).toEqual([20_000, 0, 0]);
    expect(row('Software and subscriptions')?.byMonth).toEqual([4_000, 1_500, 0]);
    expect(row('Advertising and marketing')?.total).toBe(10_000);
    expect(row('Meals')?.total).toBe(20_000);
    expect(row('Owner contribution')).toBeUndefined();
    expect(row('Bank fees')).toBeUndefined();
    expect(pnl.rows.map((r) => r.type)).toEqual(
      [...pnl.rows.map((r) => r.type)].sort(
        (a, b) =>
          ['income', 'cost_of_sales', 'expense', 'tax'].indexOf(a) -
          ['income', 'cost_of_sales', 'expense', 'tax'].indexOf(b),
      ),
    );
    expect(pnl.income).toEqual({ byMonth: [500_000, 55_000, 0], total: 555_000 });
    expect(pnl.costOfSales.total).toBe(20_000);
    expect(pnl.expenses).toEqual({ byMonth: [4_000, 31_500, 0], total: 35_500 });
    expect(pnl.taxes.total).toBe(7_000);
    expect(pnl.netProfit).toEqual({ byMonth: [476_000, 16_500, 0], total: 492_500 });
    expect(pnl.uncategorised).toEqual({ count: 2, in: 2_000, out: -3_000 });

    expect(pnl.otherCurrencies).toEqual([
      {
        currency: 'EUR',
        income: 99_999,
        costs: 0,
        netProfit: 99_999,
        liabilities: 0,
        uncategorised: 0,
      },
    ]);
    expect(pnl.liabilities).toEqual([]);
    const eur = await data<TProfitAndLoss>(`/pnl?${Q1}&currency=EUR`);
    expect(eur.income.total).toBe(99_999);
    const oneAccount = await data<TProfitAndLoss>(`/pnl?${Q1}&accountId=${usd}`);
    // The invoice payment not deposited has no account: not in one account's P&L.
    expect(oneAccount.income.total).toBe(540_000);
    expect(oneAccount.expenses.total).toBe(34_000);
  });

  it('cash: balances at month ends from the opening date, archived accounts only when they moved', async () => {
    const cash = await data<TCashReport>(`/cash?from=2026-01-01&to=2026-03-20`);
    expect(cash.dates).toEqual(['2026-01-31', '2026-02-28', '2026-03-20']);
    expect(cash.accounts.map((a) => a.name)).toEqual(['Closed card', 'Mercury Checking']);
    const mercury = cash.accounts.find((a) => a.id === usd);
    expect(mercury?.balances).toEqual([1_575_000, 1_578_000, 1_328_000]);
    expect(cash.total).toEqual([1_575_000, 1_576_500, 1_326_500]);
    const later = await data<TCashReport>(`/cash?from=2026-05-01&to=2026-05-31`);
    expect(later.accounts.map((a) => a.name)).toEqual(['Mercury Checking']);
    expect(later.accounts[0]?.balances).toEqual([1_268_000]);
    const before = await data<TCashReport>(`/cash?from=2025-11-01&to=2025-12-31&currency=EUR`);
    expect(before.accounts[0]?.balances).toEqual([0, 0]);
  });

  it('Form 5472: lines per kind with totals per currency, parts of splits, the owner', async () => {
    const s = await data<TForm5472Summary>('/form-5472?year=2026');
    expect(s.company).toEqual({ name: 'Nube Clara LLC', ein: '12-3456789' });
    expect(s.owners).toEqual([{ name: 'Ana Souza', country: 'PT' }]);
    const line = (kind: string) => s.lines.find((l) => l.kind === kind);
    expect(line('contribution')).toMatchObject({
      count: 2,
      totals: [
        { currency: 'EUR', amount: 5_000 },
        { currency: 'USD', amount: 1_000_000 },
      ],
    });
    expect(line('distribution')).toMatchObject({
      count: 1,
      totals: [{ currency: 'USD', amount: 250_000 }],
    });
    expect(line('loan_repaid_to_owner')).toMatchObject({
      count: 1,
      totals: [{ currency: 'USD', amount: 50_000 }],
    });
    expect(line('loan_from_owner')).toMatchObject({ count: 0, totals: [] });
    expect(s.transactions.map((x) => [x.date, x.kind, x.amount])).toEqual([
      ['2026-01-10', 'contribution', 1_000_000],
      ['2026-03-15', 'distribution', -250_000],
      ['2026-04-02', 'loan_repaid_to_owner', -50_000],
      ['2026-05-01', 'contribution', 5_000],
    ]);
    expect(s.uncategorisedInYear).toBe(2);
    const empty = await data<TForm5472Summary>('/form-5472?year=2024');
    expect(empty.transactions).toEqual([]);
  });

  it('CSV exports: decimals, one column per month, the section lines', async () => {
    const res = await get(`/pnl.csv?${Q1}`);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe('Category,Type,2026-01,2026-02,2026-03,Total');
    expect(lines).toContain('Sales,Income,5000.00,550.00,0.00,5550.00');
    expect(lines).toContain('Meals,Expenses,0.00,200.00,0.00,200.00');
    expect(lines).toContain('Net profit,,4760.00,165.00,0.00,4925.00');
    // The EUR sale of January is not in the USD figures, and not left out either.
    expect(lines.slice(-4)).toEqual([
      'EUR income is shown apart: it is not converted.',
      'EUR,Income,999.99',
      'EUR,Costs,0.00',
      'EUR,Net profit,999.99',
    ]);
    const cash = (await get('/cash.csv?from=2026-01-01&to=2026-02-28')).body.trim().split('\r\n');
    expect(cash).toEqual([
      'Account,2026-01-31,2026-02-28',
      'Closed card,0.00,-15.00',
      'Mercury Checking,15750.00,15780.00',
      'Total,15750.00,15765.00',
    ]);
    const f = (await get('/form-5472.csv?year=2026')).body;
    // A description a spreadsheet would run is escaped; a negative amount stays a number.
    expect(f).toContain('Capital contributed by the owner,USD,10000.00,2');
    expect(f).toContain(`2026-03-15,'=SUM(A1),Owner draw,Distributions to the owner,USD,-2500.00`);
  });

  it('PDFs open with pdf-lib: P&L by month, by quarter for a long period, and the 5472 summary', async () => {
    for (const url of [
      `/pnl.pdf?${Q1}`,
      '/pnl.pdf?from=2025-01-01&to=2026-12-31',
      '/form-5472.pdf?year=2026',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      const pdf = await PDFDocument.load(res.rawPayload);
      // REPORT_PDF_OUT=/tmp/x keeps the files to look at (pdftoppm -png -r 60 …).
      const out = process.env.REPORT_PDF_OUT;
      if (out) writeFileSync(`${out}-${url.replace(/\W+/g, '-')}.pdf`, res.rawPayload);
      expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
    }
    expect(pnlColumns(['2026-01', '2026-02']).map((c) => c.label)).toEqual([
      'Jan 2026',
      'Feb 2026',
    ]);
    expect(
      pnlColumns(['2025-11', '2025-12', '2026-01', '2026-02', '2026-03', '2026-04', '2026-05']).map(
        (c) => c.label,
      ),
    ).toEqual(['Q4 2025', 'Q1 2026', 'Q2 2026']);
  });

  it('refuses a period over 24 months or backwards (400), others’ ids (404), unformed companies (409)', async () => {
    expect((await get('/pnl?from=2024-01-01&to=2026-01-31')).statusCode).toBe(400);
    expect((await get('/cash?from=2026-03-01&to=2026-01-31')).statusCode).toBe(400);
    expect((await get('/pnl?from=nope&to=2026-01-31')).statusCode).toBe(400);
    expect((await get('/form-5472?year=abc')).statusCode).toBe(400);
    const other = await get(`/pnl?${Q1}`, otherHeaders);
    expect(other.json().data.income.total).toBe(0);
    // Another customer's company by id: the same 404 as an unknown id.
    const unformed = await createSignedInUser(t.app);
    expect((await get(`/pnl?${Q1}`, unformed.headers)).statusCode).toBe(409);
    expect((await get(`/form-5472?year=2026&companyId=${unformed.company.id}`)).statusCode).toBe(
      404,
    );
  });
});
