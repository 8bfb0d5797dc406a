import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TApplyRulesResult,
  TBooksOverview,
  TCategory,
  TRule,
  TTransaction,
  TTransactionList,
} from './ledger-test-types';
import { companyDocuments, ledgerTransactions } from '../../db/schema';
import { eq, sql } from 'drizzle-orm';
import { bookInvoicePayment } from './invoice-payments-in-books';
import { createTestApp, testDatabaseKind, type TTestApp } from '../../../test/test-app';
import { formedInvoicer, invoicingCalls } from '../invoicing/invoicing-test-helpers';
import { booksCalls, closeMonth } from './ledger-test-helpers';

const paymentIdOf = async (transactionId: string): Promise<string> => {
  const [row] = await currentApp()
    .db.select({ id: ledgerTransactions.invoicePaymentId })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.id, transactionId));
  return row?.id ?? '';
};
let currentApp: () => TTestApp['app'];
const today = () => new Date().toISOString().slice(0, 10);

describe(`books: list, rules, invoice payments, CSV, overview (${testDatabaseKind()})`, () => {
  let t: TTestApp;
  let me: ReturnType<typeof booksCalls>;
  let them: ReturnType<typeof booksCalls>;
  let invoicing: ReturnType<typeof invoicingCalls>;
  let companyId: string;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_DISABLED: 'true' } });
    currentApp = () => t.app;
    const mine = await formedInvoicer(t.app);
    companyId = mine.company.id;
    me = booksCalls(() => t.app, mine.headers);
    invoicing = invoicingCalls(() => t.app, mine.headers);
    them = booksCalls(() => t.app, (await formedInvoicer(t.app, 'Otra Empresa')).headers);
  });
  afterAll(() => t.close());

  it('lists with filters, literal search, paging and sums per currency', async () => {
    const usd = await me.account({ name: 'List USD' });
    const eur = await me.account({ name: 'List EUR', currency: 'EUR' });
    const software = await me.categoryId('software');
    await me.tx(usd.id, { date: '2026-04-01', description: 'STRIPE payout', amount: 500_00 });
    await me.tx(usd.id, {
      date: '2026-04-02',
      description: 'AWS 100%_off',
      amount: -20_00,
      categoryId: software,
    });
    await me.tx(usd.id, {
      date: '2026-04-03',
      description: 'Lunch',
      amount: -15_00,
      counterparty: 'Cafe 100',
    });
    await me.tx(eur.id, {
      date: '2026-04-04',
      description: 'Wise fee',
      amount: -1_00,
      memo: 'stripe note',
    });
    const all = await me.data<TTransactionList>(
      'GET',
      `/transactions?from=2026-04-01&to=2026-04-30&sort=date,asc&size=2`,
    );
    expect(all).toMatchObject({ totalElements: 4, totalPages: 2, page: 0, size: 2 });
    expect(all.content.map((c) => c.description)).toEqual(['STRIPE payout', 'AWS 100%_off']);
    expect(all.sums).toEqual([
      { currency: 'EUR', in: 0, out: -1_00 },
      { currency: 'USD', in: 500_00, out: -35_00 },
    ]);
    const page2 = await me.data<TTransactionList>(
      'GET',
      `/transactions?from=2026-04-01&to=2026-04-30&sort=date,asc&size=2&page=1`,
    );
    expect(page2.content.map((c) => c.description)).toEqual(['Lunch', 'Wise fee']);
    const stripe = await me.data<TTransactionList>('GET', '/transactions?q=stripe');
    expect(stripe.content.map((c) => c.description).sort()).toEqual(['STRIPE payout', 'Wise fee']);
    const literal = await me.data<TTransactionList>(
      'GET',
      `/transactions?q=${encodeURIComponent('0%_')}`,
    );
    expect(literal.content.map((c) => c.description)).toEqual(['AWS 100%_off']);
    const byCounterparty = await me.data<TTransactionList>('GET', '/transactions?q=cafe');
    expect(byCounterparty.totalElements).toBe(1);
    // Accents and case ignored both ways (decision 0190).
    const accented = await me.data<TTransactionList>('GET', '/transactions?q=CAFÉ');
    expect(accented.totalElements).toBe(1);
    const uncategorised = await me.data<TTransactionList>(
      'GET',
      `/transactions?uncategorised=true&accountId=${usd.id}`,
    );
    expect(uncategorised.totalElements).toBe(2);
    const bySoftware = await me.data<TTransactionList>(
      'GET',
      `/transactions?categoryId=${software}&source=manual&sort=amount,asc`,
    );
    expect(bySoftware.content.map((c) => c.description)).toContain('AWS 100%_off');
    expect((await me.call('GET', '/transactions?sort=password,asc')).statusCode).toBe(400);
    expect((await me.call('GET', '/transactions?size=101')).statusCode).toBe(400);
    expect((await them.data<TTransactionList>('GET', '/transactions')).totalElements).toBe(0);
  });

  it('rules: CRUD in position order, applied to uncategorised unlocked transactions', async () => {
    const account = await me.account({ name: 'Rules' });
    const [software, fees] = [await me.categoryId('software'), await me.categoryId('bank_fees')];
    const first = await me.data<TRule>(
      'POST',
      '/rules',
      { descriptionContains: 'github', categoryId: software, counterparty: 'GitHub' },
      201,
    );
    const second = await me.data<TRule>(
      'POST',
      '/rules',
      { direction: 'out', amountMax: 5_00, categoryId: fees },
      201,
    );
    expect(second.position).toBe(first.position + 1);
    expect(await me.code('POST', '/rules', { categoryId: software })).toBe('VALIDATION_ERROR');
    expect(
      await me.code('POST', '/rules', {
        descriptionContains: 'x',
        categoryId: await them.categoryId('sales'),
      }),
    ).toBe('NOT_FOUND');
    const gh = await me.tx(account.id, {
      description: 'GITHUB INC',
      amount: -4_00,
      date: '2026-05-02',
    });
    const fee = await me.tx(account.id, {
      description: 'Monthly fee',
      amount: -3_00,
      date: '2026-05-03',
    });
    const locked = await me.tx(account.id, {
      description: 'github old',
      amount: -4_00,
      date: '2024-01-03',
    });
    await closeMonth(t.app, companyId, '2024-01');
    const applied = await me.data<TApplyRulesResult>('POST', '/rules/apply');
    expect(applied.categorised).toBeGreaterThanOrEqual(2);
    expect(await me.data<TTransaction>('GET', `/transactions/${gh.id}`)).toMatchObject({
      categoryId: software,
      counterparty: 'GitHub',
    });
    expect((await me.data<TTransaction>('GET', `/transactions/${fee.id}`)).categoryId).toBe(fees);
    expect(
      (await me.data<TTransaction>('GET', `/transactions/${locked.id}`)).categoryId,
    ).toBeNull();
    const replaced = await me.data<TRule>('PUT', `/rules/${second.id}`, {
      descriptionContains: 'fee',
      categoryId: fees,
    });
    expect(replaced).toMatchObject({
      position: second.position,
      descriptionContains: 'fee',
      direction: 'any',
      categoryName: 'Bank fees',
    });
    expect((await me.data<TRule[]>('GET', '/rules')).map((r) => r.id)).toEqual([
      first.id,
      second.id,
    ]);
    expect((await them.call('DELETE', `/rules/${first.id}`)).statusCode).toBe(404);
    expect((await me.call('DELETE', `/rules/${first.id}`)).statusCode).toBe(200);
  });

  it('categories: custom ones unique by name in any case; only unused custom ones are deleted', async () => {
    const created = await me.data<TCategory>(
      'POST',
      '/categories',
      { name: 'Coworking', type: 'expense' },
      201,
    );
    expect(created).toMatchObject({ key: null, archived: false, transactionCount: 0 });
    const dup = await me.call('POST', '/categories', { name: 'coworking', type: 'expense' });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().errors[0]).toMatchObject({ code: 'VALIDATION_ERROR', field: 'name' });
    expect(await me.code('PATCH', `/categories/${created.id}`, { name: 'SALES' })).toBe(
      'VALIDATION_ERROR',
    );
    const renamed = await me.data<TCategory>('PATCH', `/categories/${created.id}`, {
      name: 'Desk rent',
      archived: true,
    });
    expect(renamed).toMatchObject({ name: 'Desk rent', archived: true, type: 'expense' });
    expect(await me.code('DELETE', `/categories/${await me.categoryId('sales')}`)).toBe(
      'CATEGORY_IN_USE',
    );
    const used = await me.data<TCategory>(
      'POST',
      '/categories',
      { name: 'Used', type: 'expense' },
      201,
    );
    await me.tx((await me.account()).id, { categoryId: used.id });
    expect(await me.code('DELETE', `/categories/${used.id}`)).toBe('CATEGORY_IN_USE');
    expect((await them.call('DELETE', `/categories/${created.id}`)).statusCode).toBe(404);
    expect((await me.call('DELETE', `/categories/${created.id}`)).statusCode).toBe(200);
  });

  it('a recorded invoice payment is income; matched to its deposit it counts once', async () => {
    const customer = await invoicing.customer('Acme Corp');
    const invoice = await invoicing.finalize((await invoicing.draft(customer.id)).id);
    await invoicing.data('POST', `/invoices/${invoice.id}/payments`, {
      amount: 10_000,
      method: 'bank_transfer',
      paidOn: today(),
    });
    const payments = await me.data<TTransactionList>('GET', '/transactions?source=invoice_payment');
    const payment = payments.content.find((p) => p.invoice?.id === invoice.id);
    expect(payment).toMatchObject({
      amount: 10_000,
      accountId: null,
      categoryName: 'Sales',
      counterparty: 'Acme Corp',
      description: `Payment for invoice ${invoice.number} — Acme Corp`,
      invoice: { id: invoice.id, number: invoice.number },
    });
    if (!payment) throw new Error('no payment');
    // A payment from before accounting (no ledger row) is booked when the books are opened.
    await t.app.db.execute(sql`delete from ledger_transactions where id = ${payment.id}`);
    const synced = await me.data<TTransactionList>('GET', '/transactions?source=invoice_payment');
    const again = synced.content.find((p) => p.invoice?.id === invoice.id);
    expect(again).toMatchObject({ amount: 10_000, categoryName: 'Sales' });
    await bookInvoicePayment(t.app.db, again?.invoice ? await paymentIdOf(again.id) : '');
    expect(
      (await me.data<TTransactionList>('GET', '/transactions?source=invoice_payment'))
        .totalElements,
    ).toBe(synced.totalElements);
    Object.assign(payment, again);
    const account = await me.account({ name: 'Deposits' });
    const deposit = await me.tx(account.id, {
      amount: 10_000,
      date: today(),
      description: 'ACH ACME',
    });
    await me.tx(account.id, { amount: 9_999, date: today(), description: 'Not it' });
    const candidates = await me.data<TTransaction[]>(
      'GET',
      `/transactions/${deposit.id}/match-candidates`,
    );
    expect(candidates.map((c) => c.id)).toEqual([payment.id]);
    expect(
      (await me.data<TTransaction[]>('GET', `/transactions/${payment.id}/match-candidates`)).map(
        (c) => c.id,
      ),
    ).toEqual([deposit.id]);
    const before = await me.data<TTransactionList>(
      'GET',
      `/transactions?from=${today()}&to=${today()}`,
    );
    const usdBefore = before.sums.find((s) => s.currency === 'USD')?.in ?? 0;
    expect(
      await me.code('POST', `/transactions/${deposit.id}/match`, { transactionId: deposit.id }),
    ).toBe('MATCH_NOT_POSSIBLE');
    const matched = await me.data<TTransaction>('POST', `/transactions/${deposit.id}/match`, {
      transactionId: payment.id,
    });
    expect(matched).toMatchObject({
      matchedTransactionId: payment.id,
      categoryName: 'Sales',
      counterparty: 'Acme Corp',
      invoice: { id: invoice.id },
    });
    const after = await me.data<TTransactionList>(
      'GET',
      `/transactions?from=${today()}&to=${today()}`,
    );
    expect(after.sums.find((s) => s.currency === 'USD')?.in).toBe(usdBefore - 10_000);
    expect(
      await me.code('POST', `/transactions/${payment.id}/match`, { transactionId: deposit.id }),
    ).toBe('MATCH_NOT_POSSIBLE');
    expect(await me.code('PATCH', `/transactions/${payment.id}`, { amount: 5 })).toBe(
      'TRANSACTION_NOT_EDITABLE',
    );
    const unmatched = await me.data<TTransaction>('DELETE', `/transactions/${payment.id}/match`);
    expect(unmatched.matchedTransactionId).toBeNull();
    expect(
      (await me.data<TTransaction>('GET', `/transactions/${deposit.id}`)).matchedTransactionId,
    ).toBeNull();
  });

  it('attaches a vault document of the company only', async () => {
    const tx = await me.tx((await me.account()).id);
    const [doc] = await t.app.db
      .insert(companyDocuments)
      .values({
        companyId,
        kind: 'receipt',
        title: 'Receipt',
        fileName: 'r.pdf',
        size: 10,
        createdBy: 'test',
      })
      .returning();
    if (!doc) throw new Error('no document');
    const attached = await me.data<TTransaction>('POST', `/transactions/${tx.id}/attachments`, {
      documentId: doc.id,
    });
    expect(attached.attachmentIds).toEqual([doc.id]);
    const theirTx = await them.tx((await them.account()).id);
    expect(
      (await them.call('POST', `/transactions/${theirTx.id}/attachments`, { documentId: doc.id }))
        .statusCode,
    ).toBe(404);
    expect(
      (await me.data<TTransaction>('DELETE', `/transactions/${tx.id}/attachments/${doc.id}`))
        .attachmentIds,
    ).toEqual([]);
  });

  it('exports the filtered transactions as CSV, a line per split part', async () => {
    const account = await me.account({ name: 'CSV' });
    const [software, meals] = [await me.categoryId('software'), await me.categoryId('meals')];
    await me.tx(account.id, {
      date: '2023-02-01',
      description: '=HYPERLINK("x")',
      amount: -12_34,
      memo: 'memo',
    });
    // Full-width signs a spreadsheet reads as formulas too (issue 33, item 12).
    await me.tx(account.id, {
      date: '2023-01-31',
      description: '\uff1dcmd|"/c calc"!A1',
      counterparty: '\uff20SUM(A1)',
      amount: -1_00,
      memo: '\uff0b1',
    });
    const split = await me.tx(account.id, {
      date: '2023-02-02',
      description: 'Mixed',
      amount: -10_00,
    });
    await me.data('PUT', `/transactions/${split.id}/split`, {
      parts: [
        { amount: -7_00, categoryId: software, memo: 'part' },
        { amount: -3_00, categoryId: meals },
      ],
    });
    const res = await me.call(
      'GET',
      `/transactions/export.csv?accountId=${account.id}&sort=date,asc`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(
      /attachment; filename="Nube-Clara-transactions-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    expect(res.body.split('\r\n').filter(Boolean)).toEqual([
      'Date,Account,Description,Counterparty,Category,Amount,Currency,Memo,Source',
      `2023-01-31,CSV,"'\uff1dcmd|""/c calc""!A1",'\uff20SUM(A1),,-1.00,USD,'\uff0b1,Added by hand`,
      `2023-02-01,CSV,"'=HYPERLINK(""x"")",,,-12.34,USD,memo,Added by hand`,
      '2023-02-02,CSV,Mixed,,Software and subscriptions,-7.00,USD,part,Added by hand',
      '2023-02-02,CSV,Mixed,,Meals,-3.00,USD,,Added by hand',
    ]);
    expect(
      (await them.call('GET', `/transactions/export.csv?accountId=${account.id}`)).body
        .split('\r\n')
        .filter(Boolean),
    ).toHaveLength(1);
  });

  it('overview: uncategorised, the last 12 months, closed months, currencies, bookkeeping', async () => {
    const overview = await me.data<TBooksOverview>('GET', '/overview');
    expect(overview.months).toHaveLength(12);
    expect(overview.months.at(-1)?.month).toBe(today().slice(0, 7));
    expect(overview.uncategorised).toBeGreaterThan(0);
    expect(overview.currencies).toEqual(['EUR', 'USD']);
    expect(overview.bookkeeping).toEqual({ active: false, closedThrough: '2024-01' });
    const fresh = await them.data<TBooksOverview>('GET', '/overview');
    expect(fresh.bookkeeping.closedThrough).toBeNull();
  });
});
