import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companyEvents,
  invoicePaymentSessions,
  invoicePayments,
  invoices,
  outbox,
} from '../../../db/schema';
import { hashOpaqueToken } from '../../../lib/tokens';
import {
  givenCustomer,
  givenDraft,
  givenInvoicingCompany,
  givenInvoicingPayments,
  invoiceCalls,
  tokenOf,
} from '../../../../test/invoice-send-helpers';
import { createTestApp, testDatabaseKind, type TTestApp } from '../../../../test/test-app';

describe(`paying an invoice by card on its public page (${testDatabaseKind()})`, () => {
  let t: TTestApp;
  const calls = invoiceCalls(() => t.app);
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_DISABLED: 'true' } });
  });
  afterAll(() => t.close());

  /** A sent invoice of an LLC; with `cards` it owns "Invoicing and payments". */
  const sentInvoice = async (cards = true) => {
    const owner = await givenInvoicingCompany(t.app);
    if (cards) await givenInvoicingPayments(t.app, owner.company.id);
    const customer = await givenCustomer(t.app, owner.company.id);
    const draft = await givenDraft(t.app, owner.company.id, customer.id);
    const sent = (await calls.send(owner.headers, draft.id)).json().data;
    return { owner, customer, invoice: sent, token: tokenOf(sent.publicUrl) };
  };
  const paymentsOf = (invoiceId: string) =>
    t.app.db.select().from(invoicePayments).where(eq(invoicePayments.invoiceId, invoiceId));

  it('offers no card form without the product: canPayByCard false, pay is CARD_PAYMENTS_OFF', async () => {
    const { token } = await sentInvoice(false);
    expect((await calls.view(token)).json().data.canPayByCard).toBe(false);
    const res = await calls.pay(token);
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0].code).toBe('CARD_PAYMENTS_OFF');
  });

  it('pays with 4242: paid once, receipt to the payer, e-mail and notification to the LLC', async () => {
    const { owner, customer, invoice, token } = await sentInvoice();
    expect((await calls.view(token)).json().data.canPayByCard).toBe(true);
    const start = await calls.pay(token, { email: 'payer@example.com' });
    expect(start.statusCode).toBe(200);
    const session = start.json().data;
    expect(session).toMatchObject({
      provider: 'local',
      amount: 12_400,
      currency: 'USD',
      publishableKey: null,
    });
    expect(session.sessionId).toMatch(/^cs_inv_/);
    const [row] = await t.app.db
      .select()
      .from(invoicePaymentSessions)
      .where(eq(invoicePaymentSessions.id, session.sessionId));
    expect(row!.clientSecretHash).toBe(hashOpaqueToken(session.clientSecret));
    expect(JSON.stringify(row)).not.toContain(session.clientSecret);

    const declined = await calls.confirm(token, session, '4000 0000 0000 0002');
    expect([declined.statusCode, declined.json().errors[0].code]).toEqual([402, 'CARD_DECLINED']);
    const poor = await calls.confirm(token, session, '4000 0000 0000 9995');
    expect(poor.json().errors[0].code).toBe('INSUFFICIENT_FUNDS');
    const wrongSecret = await calls.confirm(token, { ...session, clientSecret: 'nope' });
    expect(wrongSecret.statusCode).toBe(404);
    expect(await paymentsOf(invoice.id)).toHaveLength(0);

    const paid = await calls.confirm(token, session);
    expect(paid.statusCode).toBe(200);
    expect(paid.json().data).toMatchObject({
      shownStatus: 'paid',
      balance: 0,
      amountPaid: 12_400,
      canPayByCard: false,
    });
    const payments = await paymentsOf(invoice.id);
    expect(payments).toMatchObject([
      {
        amount: 12_400,
        method: 'card',
        providerPaymentId: session.sessionId,
        payerEmail: 'payer@example.com',
        reference: 'Visa ending 4242',
        recordedBy: 'payer',
      },
    ]);
    const receipt = await t.app.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, 'payer@example.com'));
    expect(receipt.map((m) => m.subject)).toEqual([
      `Receipt: you paid $124.00 to Nube Clara LLC (invoice ${invoice.number})`,
    ]);
    const toOwner = await t.app.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, owner.user.email));
    expect(toOwner.map((m) => m.subject)).toContain(`Invoice ${invoice.number} was paid`);
    const events = await t.app.db
      .select()
      .from(companyEvents)
      .where(
        and(eq(companyEvents.companyId, owner.company.id), eq(companyEvents.kind, 'INVOICE_PAID')),
      );
    expect(events).toHaveLength(1);
    const notes = await t.app.inject({
      method: 'GET',
      url: '/api/client/v9/notifications',
      headers: owner.headers,
    });
    expect(notes.body).toContain(
      `${customer.name} paid $124.00 by card for invoice ${invoice.number} of Nube Clara LLC.`,
    );

    // Paying again: the same session, or a new one, is refused; nothing more is recorded.
    expect((await calls.confirm(token, session)).json().errors[0].code).toBe(
      'INVOICE_ALREADY_PAID',
    );
    expect((await calls.pay(token)).json().errors[0].code).toBe('INVOICE_ALREADY_PAID');
    expect(await paymentsOf(invoice.id)).toHaveLength(1);
    const detail = (await calls.pdf(owner.headers, invoice.id)).rawPayload;
    expect(detail.includes(Buffer.from('%PDF'))).toBe(true);
  });

  it('50 concurrent confirmations of one session record one payment; the rest INVOICE_ALREADY_PAID', async () => {
    const { invoice, token } = await sentInvoice();
    const session = (await calls.pay(token)).json().data;
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => calls.confirm(token, session)),
    );
    const codes = answers.map((r) => (r.statusCode === 200 ? 'ok' : r.json().errors[0].code));
    expect(codes.filter((c) => c === 'ok')).toHaveLength(1);
    expect(codes.filter((c) => c === 'INVOICE_ALREADY_PAID')).toHaveLength(49);
    expect(await paymentsOf(invoice.id)).toHaveLength(1);
    const [row] = await t.app.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(row).toMatchObject({ status: 'paid', balance: 0, amountPaid: 12_400 });
  });

  it('50 payers with 50 sessions for one invoice: one payment, 49 INVOICE_ALREADY_PAID', async () => {
    const { owner, invoice, token } = await sentInvoice();
    const sessions = await Promise.all(
      Array.from({ length: 50 }, async () => (await calls.pay(token)).json().data),
    );
    expect(new Set(sessions.map((s) => s.sessionId)).size).toBe(50);
    const answers = await Promise.all(sessions.map((s) => calls.confirm(token, s)));
    const codes = answers.map((r) => (r.statusCode === 200 ? 'ok' : r.json().errors[0].code));
    expect(codes.filter((c) => c === 'ok')).toHaveLength(1);
    expect(codes.filter((c) => c === 'INVOICE_ALREADY_PAID')).toHaveLength(49);
    expect(await paymentsOf(invoice.id)).toHaveLength(1);
    const paidMails = await t.app.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, owner.user.email));
    expect(paidMails.filter((m) => m.kind === 'invoice-paid')).toHaveLength(1);
  });

  it("a session of another invoice does not pay this one; a void invoice's page and pay are 404", async () => {
    const first = await sentInvoice();
    const second = await sentInvoice();
    const session = (await calls.pay(first.token)).json().data;
    expect((await calls.confirm(second.token, session)).statusCode).toBe(404);
    await t.app.db
      .update(invoices)
      .set({ status: 'void' })
      .where(eq(invoices.id, first.invoice.id));
    expect((await calls.pay(first.token)).statusCode).toBe(404);
    expect((await calls.confirm(first.token, session)).statusCode).toBe(404);
    expect(await paymentsOf(first.invoice.id)).toHaveLength(0);
  });
});
