import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TInvoice } from '@charterline/shared/schemas/invoicing';
import { createTestApp, testDatabaseKind, type TTestApp } from '../../../test/test-app';
import { formedInvoicer, invoicingCalls } from './invoicing-test-helpers';

const today = () => new Date().toISOString().slice(0, 10);
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

describe(`invoicing core: payments by hand, void, credit notes (${testDatabaseKind()})`, () => {
  let t: TTestApp;
  let me: ReturnType<typeof invoicingCalls>;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_DISABLED: 'true' } });
    me = invoicingCalls(() => t.app, (await formedInvoicer(t.app)).headers);
  });
  afterAll(() => t.close());

  it('records payments by hand: partial, then the rest; never more than the balance', async () => {
    const customer = await me.customer();
    const invoice = await me.finalize((await me.draft(customer.id)).id);
    const pay = (amount: number, paidOn = today()) =>
      me.call('POST', `/invoices/${invoice.id}/payments`, {
        amount,
        method: 'bank_transfer',
        paidOn,
        reference: 'TRX-1',
      });
    expect((await pay(10_001)).json().errors[0].code).toBe('PAYMENT_EXCEEDS_BALANCE');
    expect((await pay(100, addDays(today(), 2))).statusCode).toBe(400);
    const partial = (await pay(4_000)).json().data as TInvoice;
    expect(partial).toMatchObject({
      status: 'open',
      shownStatus: 'partially_paid',
      amountPaid: 4_000,
      balance: 6_000,
    });
    expect(partial.events.at(-1)?.label).toBe('Paid $40.00 by bank transfer (TRX-1)');
    const paid = (await pay(6_000)).json().data as TInvoice;
    expect(paid).toMatchObject({
      status: 'paid',
      shownStatus: 'paid',
      balance: 0,
      paidAt: expect.any(String),
    });
    expect(paid.payments.map((p) => p.amount)).toEqual([4_000, 6_000]);
    expect((await pay(1)).json().errors[0].code).toBe('INVOICE_ALREADY_PAID');
    expect((await me.call('POST', `/invoices/${invoice.id}/void`)).json().errors[0].code).toBe(
      'INVOICE_NOT_OPEN',
    );
  });

  // Issue 36 item 5: a draft dated 1 October, Net 15, was sent as issued 27 November, due
  // 12 December, without a word. Its dates now change only as the sender chooses.
  it('asks which date a backdated draft keeps: keep it (due follows) or date it today', async () => {
    const customer = await me.customer();
    const issued = addDays(today(), -57);
    const backdated = () => me.draft(customer.id, { issueDate: issued, terms: 'net_15' });
    const first = await backdated();
    for (const [method, path] of [
      ['POST', 'finalize'],
      ['POST', 'send'],
    ] as const) {
      const asked = await me.call(method, `/invoices/${first.id}/${path}`);
      expect(asked.statusCode, path).toBe(409);
      expect(asked.json().errors[0]).toMatchObject({
        code: 'INVOICE_BACKDATED',
        field: 'issueDate',
        message: expect.stringMatching(/^This draft is dated \d{1,2} \w{3} \d{4}, before today\./),
      });
    }
    // Nothing changed: still a draft, with its own dates.
    const still = await me.data<TInvoice>('GET', `/invoices/${first.id}`);
    expect(still).toMatchObject({ status: 'draft', issueDate: issued });

    const kept = await me.data<TInvoice>('POST', `/invoices/${first.id}/finalize`, {
      dates: 'keep',
    });
    expect(kept).toMatchObject({
      status: 'open',
      issueDate: issued,
      dueDate: addDays(issued, 15),
    });
    const todays = await me.data<TInvoice>('POST', `/invoices/${(await backdated()).id}/finalize`, {
      dates: 'today',
    });
    expect(todays).toMatchObject({ issueDate: today(), dueDate: addDays(today(), 15) });
    // A draft dated today needs no choice.
    expect((await me.finalize((await me.draft(customer.id)).id)).issueDate).toBe(today());
    const bad = await me.call('POST', `/invoices/${(await backdated()).id}/finalize`, {
      dates: 'yesterday',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('dates within bounds, and a $0 invoice paid on finalising (issue 33 item 15)', async () => {
    const customer = await me.customer();
    // A draft dated 2199 is refused; one more than a year ahead saves but does not finalise.
    const far = await me.call('POST', '/invoices', {
      customerId: customer.id,
      issueDate: '2199-01-01',
      lines: [{ description: 'x', quantity: 1, unitPrice: 100 }],
    });
    expect(far.statusCode).toBe(400);
    expect(far.json().errors[0]).toMatchObject({ code: 'VALIDATION_ERROR', field: 'issueDate' });
    const ahead = await me.draft(customer.id, { issueDate: addDays(today(), 400) });
    const refused = await me.call('POST', `/invoices/${ahead.id}/finalize`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0]).toMatchObject({
      code: 'VALIDATION_ERROR',
      field: 'issueDate',
    });
    const soon = await me.finalize(
      (await me.draft(customer.id, { issueDate: addDays(today(), 300) })).id,
    );
    expect(soon.status).toBe('open');

    // Payments: not in 1900, not long before the issue date, not beyond tomorrow.
    const invoice = await me.finalize((await me.draft(customer.id)).id);
    const pay = (paidOn: string) =>
      me.call('POST', `/invoices/${invoice.id}/payments`, {
        amount: 100,
        method: 'cheque',
        paidOn,
      });
    for (const paidOn of ['1900-01-01', addDays(today(), -32), addDays(today(), 2)]) {
      const res = await pay(paidOn);
      expect(res.statusCode, paidOn).toBe(400);
      expect(res.json().errors[0], paidOn).toMatchObject({
        code: 'VALIDATION_ERROR',
        field: 'paidOn',
      });
    }
    expect((await pay(addDays(today(), -31))).statusCode).toBe(200);
    expect((await pay(addDays(today(), 1))).statusCode).toBe(200);

    // Nothing owed: paid at once, with its event.
    const free = await me.finalize(
      (
        await me.draft(customer.id, {
          lines: [{ description: 'Courtesy review', quantity: 1, unitPrice: 0 }],
        })
      ).id,
    );
    expect(free).toMatchObject({
      status: 'paid',
      shownStatus: 'paid',
      total: 0,
      balance: 0,
      paidAt: expect.any(String),
    });
    expect(free.events.map((e) => e.label)).toContain('Paid: nothing is owed');
  });

  it('50 concurrent payments of the whole balance: exactly one is recorded', async () => {
    const customer = await me.customer();
    const invoice = await me.finalize((await me.draft(customer.id)).id);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        me.call('POST', `/invoices/${invoice.id}/payments`, {
          amount: 10_000,
          method: 'cheque',
          paidOn: today(),
          reference: `cheque ${i}`,
        }),
      ),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 409).map((r) => r.json().errors[0].code)).toEqual(
      Array(49).fill('INVOICE_ALREADY_PAID'),
    );
    const after = await me.data<TInvoice>('GET', `/invoices/${invoice.id}`);
    expect(after).toMatchObject({ status: 'paid', amountPaid: 10_000, balance: 0 });
    expect(after.payments).toHaveLength(1);
  });

  it('voids and marks uncollectible open invoices only; drafts cannot be paid', async () => {
    const customer = await me.customer();
    const draft = await me.draft(customer.id);
    expect((await me.call('POST', `/invoices/${draft.id}/void`)).json().errors[0].code).toBe(
      'INVOICE_NOT_OPEN',
    );
    expect(
      (
        await me.call('POST', `/invoices/${draft.id}/payments`, {
          amount: 1,
          method: 'other',
          paidOn: today(),
        })
      ).json().errors[0].code,
    ).toBe('INVOICE_NOT_OPEN');
    const open = await me.finalize(draft.id);
    await me.data('POST', `/invoices/${open.id}/payments`, {
      amount: 2_500,
      method: 'other',
      paidOn: today(),
    });
    const voided = await me.data<TInvoice>('POST', `/invoices/${open.id}/void`);
    expect(voided).toMatchObject({
      status: 'void',
      shownStatus: 'void',
      voidedAt: expect.any(String),
      amountPaid: 2_500,
    });
    expect(voided.events.at(-1)).toMatchObject({ kind: 'voided', label: 'Voided' });
    const second = await me.finalize((await me.draft(customer.id)).id);
    const lost = await me.data<TInvoice>('POST', `/invoices/${second.id}/uncollectible`);
    expect(lost).toMatchObject({
      status: 'uncollectible',
      events: expect.arrayContaining([expect.objectContaining({ label: 'Marked uncollectible' })]),
    });
  });

  it('credit notes: own numbering, at most what is left to credit, settle or owe back', async () => {
    const customer = await me.customer();
    const year = today().slice(0, 4);
    const open = await me.finalize((await me.draft(customer.id)).id);
    const credit = (id: string, amount: number) =>
      me.call('POST', `/invoices/${id}/credit-notes`, {
        amount,
        reason: 'Discount agreed',
        email: false,
      });
    const first = (await credit(open.id, 3_000)).json().data as TInvoice;
    expect(first).toMatchObject({ status: 'open', creditedTotal: 3_000, balance: 7_000 });
    expect(first.creditNotes).toMatchObject([{ number: `NC-CN-${year}-0001`, amount: 3_000 }]);
    expect(first.events.at(-1)?.label).toBe(
      `Credit note NC-CN-${year}-0001 for $30.00: Discount agreed`,
    );
    expect((await credit(open.id, 7_001)).json().errors[0].code).toBe('CREDIT_EXCEEDS_INVOICE');
    await me.data('POST', `/invoices/${open.id}/payments`, {
      amount: 2_000,
      method: 'other',
      paidOn: today(),
    });
    // The rest credited: nothing left to pay, so it is settled.
    const settled = (await credit(open.id, 5_000)).json().data as TInvoice;
    expect(settled).toMatchObject({
      status: 'paid',
      balance: 0,
      creditedTotal: 8_000,
      amountPaid: 2_000,
    });
    expect(settled.creditNotes.map((c) => c.number)).toEqual([
      `NC-CN-${year}-0001`,
      `NC-CN-${year}-0002`,
    ]);
    // On a paid invoice the credit is owed back; the balance never goes below 0.
    const owed = (await credit(open.id, 2_000)).json().data as TInvoice;
    expect(owed).toMatchObject({ status: 'paid', balance: 0, creditedTotal: 10_000 });
    expect(owed.events.at(-1)?.label).toContain('($20.00 owed back to the customer)');
    expect((await credit(open.id, 1)).json().errors[0].code).toBe('CREDIT_EXCEEDS_INVOICE');
    const draft = await me.draft(customer.id);
    expect((await credit(draft.id, 1)).json().errors[0].code).toBe('INVOICE_NOT_OPEN');
  });
});
