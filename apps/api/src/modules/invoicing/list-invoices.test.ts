import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SHOWN_INVOICE_STATUSES,
  type TInvoice,
  type TInvoiceListQuery,
} from '@charterline/shared/schemas/invoicing';
import { invoices } from '../../db/schema';
import { createTestApp, testDatabaseKind, type TTestApp } from '../../../test/test-app';
import { exportInvoicesCsv } from './export-invoices';
import { majorFromMinor } from '@charterline/shared/rules/money';
import { finalizeInvoice } from './finalize-invoice';
import { formedInvoicer, invoicingCalls } from './invoicing-test-helpers';
import { listInvoices } from './list-invoices';
import { recordManualPayment } from './record-manual-payment';

/** The injected clock: every invoice below is dated around it (in 2031). */
const NOW = new Date('2031-03-15T12:00:00Z');

describe(`the invoices list: shown statuses, filters, order, pages, totals, CSV (${testDatabaseKind()})`, () => {
  let t: TTestApp;
  let me: ReturnType<typeof invoicingCalls>;
  let caller: { userId: string; companyId: string };
  const ids: Record<string, TInvoice> = {};
  const customers: Record<string, string> = {};

  const list = (query: TInvoiceListQuery = {}) =>
    listInvoices(t.app.db, { ...caller, query, now: NOW });
  const names = async (query: TInvoiceListQuery) => {
    const byId = new Map(Object.entries(ids).map(([name, inv]) => [inv.id, name]));
    return (await list({ size: 100, ...query })).content.map((i) => byId.get(i.id));
  };

  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_DISABLED: 'true' } });
    const user = await formedInvoicer(t.app);
    caller = { userId: user.user.id, companyId: user.company.id };
    me = invoicingCalls(() => t.app, user.headers);
    customers.ana = (await me.customer('Ana Souza', 'ana@example.com')).id;
    customers.bruno = (
      await me.data<{ id: string }>(
        'POST',
        '/invoicing/customers',
        { name: '=Bruno Bauer', email: 'bruno@example.com', currency: 'EUR' },
        201,
      )
    ).id;
    const make = async (
      name: string,
      customer: string,
      issueDate: string,
      unitPrice: number,
      then: 'draft' | 'open' | 'sent' | 'viewed' | 'part' | 'paid' | 'void' | 'uncollectible',
    ) => {
      const draft = await me.draft(customers[customer] as string, {
        issueDate,
        lines: [{ description: name, quantity: 1, unitPrice, taxRate: 0 }],
      });
      if (then === 'draft') return void (ids[name] = draft);
      // Finalised and paid on the injected clock: on its issue date (dates are bounded by it).
      const at = { now: new Date(`${issueDate}T12:00:00Z`), publicUrl: 'http://localhost:3000' };
      const open = await finalizeInvoice(t.app.db, { ...caller, ...at, invoiceId: draft.id });
      const pay = (amount: number) =>
        recordManualPayment(t.app.db, {
          ...caller,
          ...at,
          invoiceId: open.id,
          payment: { amount, method: 'bank_transfer', paidOn: issueDate },
        });
      if (then === 'sent' || then === 'viewed') {
        await t.app.db
          .update(invoices)
          .set({ sentAt: NOW, viewedAt: then === 'viewed' ? NOW : null })
          .where(eq(invoices.id, open.id));
      }
      if (then === 'part') await pay(5_000);
      if (then === 'paid') await pay(unitPrice);
      if (then === 'void' || then === 'uncollectible') {
        await me.data('POST', `/invoices/${open.id}/${then}`);
      }
      ids[name] = await me.data<TInvoice>('GET', `/invoices/${open.id}`);
    };
    // Net 30 each: due 30 days after the issue date. The clock says 2031-03-15.
    await make('draft', 'ana', '2031-01-10', 10_000, 'draft');
    await make('open', 'ana', '2031-03-01', 20_000, 'open'); // due 03-31
    await make('sent', 'bruno', '2031-03-05', 30_000, 'sent'); // EUR, due 04-04
    await make('viewed', 'ana', '2031-03-02', 40_000, 'viewed'); // due 04-01
    await make('partial', 'ana', '2031-03-03', 50_000, 'part'); // due 04-02, 450.00 left
    await make('lateAndPart', 'ana', '2031-01-10', 60_000, 'part'); // due 02-09: overdue
    await make('lateEur', 'bruno', '2031-02-01', 70_000, 'open'); // EUR, due 03-03: overdue
    await make('paid', 'ana', '2031-01-15', 80_000, 'paid');
    await make('void', 'ana', '2031-01-20', 90_000, 'void');
    await make('lost', 'bruno', '2031-01-25', 11_000, 'uncollectible');
    await make('draft2', 'bruno', '2031-03-10', 12_000, 'draft');
  });
  afterAll(() => t.close());

  it('shows each status on the clock’s day, and filters by each in SQL exactly as shown', async () => {
    const all = await list({ size: 100 });
    const shown = Object.fromEntries(
      all.content.map((i) => [Object.keys(ids).find((k) => ids[k]?.id === i.id), i.shownStatus]),
    );
    expect(shown).toEqual({
      draft: 'draft',
      open: 'open',
      sent: 'sent',
      viewed: 'viewed',
      partial: 'partially_paid',
      lateAndPart: 'overdue',
      lateEur: 'overdue',
      paid: 'paid',
      void: 'void',
      lost: 'uncollectible',
      draft2: 'draft',
    });
    for (const status of SHOWN_INVOICE_STATUSES) {
      const filtered = (await list({ status, size: 100 })).content.map((i) => i.id).sort();
      const expected = all.content
        .filter((i) => i.shownStatus === status)
        .map((i) => i.id)
        .sort();
      expect(filtered, status).toEqual(expected);
    }
    expect(
      (await names({ status: 'overdue,partially_paid', sort: 'issueDate,asc' })).sort(),
    ).toEqual(['lateAndPart', 'lateEur', 'partial'].sort());
    // A month later the open ones are late too.
    const later = await listInvoices(t.app.db, {
      ...caller,
      query: { status: 'overdue', size: 100 },
      now: new Date('2031-04-20T00:00:00Z'),
    });
    expect(later.totalElements).toBe(6);
  });

  it('filters by customer, issue dates and number or customer name', async () => {
    expect(await names({ customerId: customers.bruno, sort: 'issueDate,asc' })).toEqual([
      'lost',
      'lateEur',
      'sent',
      'draft2',
    ]);
    expect(await names({ from: '2031-03-01', to: '2031-03-03', sort: 'issueDate,asc' })).toEqual([
      'open',
      'viewed',
      'partial',
    ]);
    expect(await names({ q: 'bauer', sort: 'issueDate,asc' })).toEqual([
      'lost',
      'lateEur',
      'sent',
      'draft2',
    ]);
    expect(await names({ q: ids.paid?.number ?? '' })).toEqual(['paid']);
    expect(await names({ q: '%' })).toEqual([]);
  });

  it('sorts by the whitelisted fields and pages', async () => {
    expect(await names({ sort: 'total,desc', size: 3 })).toEqual(['void', 'paid', 'lateEur']);
    expect(await names({ sort: 'balance,asc', status: 'overdue' })).toEqual([
      'lateAndPart',
      'lateEur',
    ]);
    // Drafts have no number: last whichever way.
    const byNumber = await names({ sort: 'number,desc' });
    expect(byNumber.slice(-2).sort()).toEqual(['draft', 'draft2']);
    const first = await list({ sort: 'issueDate,asc', size: 4, page: 0 });
    const third = await list({ sort: 'issueDate,asc', size: 4, page: 2 });
    expect(first).toMatchObject({ page: 0, size: 4, totalElements: 11, totalPages: 3 });
    expect(third.content).toHaveLength(3);
    expect(third.content.at(-1)?.id).toBe(ids.draft2?.id);
    const pages = [];
    for (let page = 0; page < 3; page += 1) {
      pages.push(
        ...(await list({ sort: 'issueDate,asc', size: 4, page })).content.map((i) => i.id),
      );
    }
    expect(new Set(pages).size).toBe(11);
    const bad = await me.call('GET', '/invoices?sort=customer;drop,asc');
    expect(bad.statusCode).toBe(400);
    expect((await me.call('GET', '/invoices?status=late')).statusCode).toBe(400);
  });

  it('totals what is outstanding and overdue per currency over the whole company', async () => {
    const { totals } = await list({ status: 'paid', size: 1 });
    expect(totals).toEqual([
      {
        currency: 'EUR',
        outstanding: 100_000,
        overdue: 70_000,
        outstandingCount: 2,
        overdueCount: 1,
        creditOwed: 0,
        creditOwedCount: 0,
        creditHeld: 0,
      },
      {
        currency: 'USD',
        outstanding: 20_000 + 40_000 + 45_000 + 55_000,
        overdue: 55_000,
        outstandingCount: 4,
        overdueCount: 1,
        creditOwed: 0,
        creditOwedCount: 0,
        creditHeld: 0,
      },
    ]);
    const http = await me.data<{ totals: unknown[]; content: { customer: { name: string } }[] }>(
      'GET',
      `/invoices?customerId=${customers.bruno}&size=1`,
    );
    expect(http.totals).toHaveLength(2);
    expect(http.content[0]?.customer.name).toBe('=Bruno Bauer');
  });

  it('exports the matching invoices as CSV with decimals of the currency', async () => {
    const { csv, fileName } = await exportInvoicesCsv(t.app.db, {
      ...caller,
      query: { status: 'overdue,paid', sort: 'issueDate,asc' },
      now: NOW,
    });
    expect(fileName).toBe('invoices-2031-03-15.csv');
    expect(csv.split('\r\n')).toEqual([
      'Number,Customer,Issue date,Due date,Status,Currency,Total,Paid,Balance',
      `${ids.lateAndPart?.number},Ana Souza,2031-01-10,2031-02-09,Overdue,USD,600.00,50.00,550.00`,
      `${ids.paid?.number},Ana Souza,2031-01-15,2031-02-14,Paid,USD,800.00,800.00,0.00`,
      // A leading "=" is escaped so a spreadsheet does not run it.
      `${ids.lateEur?.number},'=Bruno Bauer,2031-02-01,2031-03-03,Overdue,EUR,700.00,0.00,700.00`,
      '',
    ]);
    const res = await me.call('GET', `/invoices/export.csv?customerId=${customers.ana}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="invoices-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.body.trim().split('\r\n')).toHaveLength(1 + 7);
    expect(majorFromMinor(123_456, 'USD')).toBe('1234.56');
    expect(majorFromMinor(5, 'USD')).toBe('0.05');
    expect(majorFromMinor(1_500, 'JPY')).toBe('1500');
    expect(majorFromMinor(1_234, 'KWD')).toBe('1.234');
  });
});
