import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TInvoice } from '@charterline/shared/schemas/invoicing';
import { createTestApp, testDatabaseKind, type TTestApp } from '../../../test/test-app';
import { formedInvoicer, invoicingCalls } from './invoicing-test-helpers';

describe(`drafts: totals by the server, dates from terms (${testDatabaseKind()})`, () => {
  let t: TTestApp;
  let me: ReturnType<typeof invoicingCalls>;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_DISABLED: 'true' } });
    me = invoicingCalls(() => t.app, (await formedInvoicer(t.app)).headers);
  });
  afterAll(() => t.close());

  it('computes every total on the server: decimal quantities, tax per line, discount', async () => {
    const customer = await me.customer();
    const res = await me.call('POST', '/invoices', {
      customerId: customer.id,
      terms: 'net_15',
      issueDate: '2031-05-01',
      lines: [
        { description: 'Consulting hours', quantity: 2.5, unitPrice: 12_345, taxRate: 8.875 },
        { description: 'Licence', quantity: 1, unitPrice: 5_000, taxRate: 0 },
      ],
      discount: { type: 'percent', value: 10 },
      // Totals sent by a client are not part of the contract and never read.
      subtotal: 1,
      total: 1,
      balance: 1,
      lines_total: 1,
    });
    expect(res.statusCode, res.body).toBe(201);
    const draft = res.json().data as TInvoice;
    // 2.5 × 123.45 = 308.625 → 308.63; subtotal 358.63; 10% off = 35.86 (32.86 + 3.00 shared);
    // tax on line 1: (308.63 − 30.86) × 8.875% = 24.652… → 24.65.
    expect(draft.lines.map((l) => [l.amount, l.discount, l.tax])).toEqual([
      [30_863, 3_086, 2_465],
      [5_000, 500, 0],
    ]);
    expect(draft).toMatchObject({
      status: 'draft',
      shownStatus: 'draft',
      number: null,
      subtotal: 35_863,
      discountTotal: 3_586,
      taxTotal: 2_465,
      total: 34_742,
      balance: 34_742,
      amountPaid: 0,
      issueDate: '2031-05-01',
      dueDate: '2031-05-16',
      currency: 'USD',
      customer: { id: customer.id, name: 'Ana Souza' },
      publicUrl: null,
      events: [{ kind: 'created', label: 'Draft created', actor: 'customer' }],
    });
  });

  it('dates: due on receipt is the issue date; custom terms need a due date on or after it', async () => {
    const customer = await me.customer();
    const onReceipt = await me.draft(customer.id, {
      terms: 'due_on_receipt',
      issueDate: '2031-01-10',
    });
    expect(onReceipt.dueDate).toBe('2031-01-10');
    const early = await me.call('POST', '/invoices', {
      customerId: customer.id,
      terms: 'custom',
      issueDate: '2031-01-10',
      dueDate: '2031-01-09',
      lines: [{ description: 'x', quantity: 1, unitPrice: 100 }],
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().errors[0]).toMatchObject({ code: 'VALIDATION_ERROR', field: 'dueDate' });
    for (const issueDate of ['9999-12-31', '1999-12-31']) {
      const far = await me.call('POST', '/invoices', {
        customerId: customer.id,
        terms: 'net_60',
        issueDate,
        lines: [{ description: 'x', quantity: 1, unitPrice: 100 }],
      });
      expect(far.statusCode, issueDate).toBe(400);
      expect(far.json().errors[0]).toMatchObject({ field: 'issueDate' });
    }
    const custom = await me.draft(customer.id, {
      terms: 'custom',
      issueDate: '2031-01-10',
      dueDate: '2031-03-01',
    });
    expect(custom.dueDate).toBe('2031-03-01');
    const huge = await me.call('POST', '/invoices', {
      customerId: customer.id,
      lines: [{ description: 'x', quantity: 1_000_000, unitPrice: 10_000_000_000 }],
    });
    expect(huge.statusCode).toBe(400);
    const otherCustomer = await me.call('POST', '/invoices', {
      customerId: '00000000-0000-4000-8000-000000000001',
      lines: [{ description: 'x', quantity: 1, unitPrice: 100 }],
    });
    expect(otherCustomer.statusCode).toBe(404);
  });
});
