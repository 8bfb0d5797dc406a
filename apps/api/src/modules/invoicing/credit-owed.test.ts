import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TInvoice,
  TInvoiceCustomer,
  TInvoiceList,
} from '@charterline/shared/schemas/invoicing';
import { companies, invoiceRefunds, outbox, services } from '../../db/schema';
import { createSignedInUser } from '../../../test/auth-helpers';
import {
  givenCustomer,
  givenDraft,
  givenInvoicingCompany,
  givenInvoicingPayments,
  invoiceCalls,
  tokenOf,
} from '../../../test/invoice-send-helpers';
import { placedTexts, textLines } from '../../../test/pdf-glyphs';
import { createTestApp, testDatabaseKind, type TTestApp } from '../../../test/test-app';
import { formedInvoicer, invoicingCalls } from './invoicing-test-helpers';

const today = () => new Date().toISOString().slice(0, 10);
const pdfText = async (base64: string) =>
  textLines(await placedTexts(Buffer.from(base64, 'base64'))).join('\n');

/**
 * Issue 36 item 4: "A paid invoice (EUR 4,558.95) credited EUR 145.50 shows 'Balance EUR
 * 0.00'; only the history says it is owed back; nothing offers a refund, the client is not
 * sent the credit note, the outstanding summary ignores it."
 */
describe(`credit owed back: shown, refunded, kept as credit, e-mailed (${testDatabaseKind()})`, () => {
  let t: TTestApp;
  const calls = invoiceCalls(() => t.app);
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_DISABLED: 'true' } });
  });
  afterAll(() => t.close());

  const paidInEuros = async () => {
    const owner = await formedInvoicer(t.app, 'Viento Alto');
    const me = invoicingCalls(() => t.app, owner.headers);
    const customer = await me.customer('Léa Martin', `lea-${Date.now()}@example.com`);
    const draft = await me.draft(customer.id, {
      currency: 'EUR',
      lines: [{ description: 'Consulting, October', quantity: 1, unitPrice: 455_895, taxRate: 0 }],
    });
    const open = await me.finalize(draft.id);
    await me.data('POST', `/invoices/${open.id}/payments`, {
      amount: 455_895,
      method: 'bank_transfer',
      paidOn: today(),
    });
    return { owner, me, customer, invoice: open };
  };

  it('a paid invoice credited shows the credit owed back, and the outstanding summary counts it', async () => {
    const { me, invoice } = await paidInEuros();
    const credited = await me.data<TInvoice>('POST', `/invoices/${invoice.id}/credit-notes`, {
      amount: 14_550,
      reason: 'Two hours billed twice',
    });
    expect(credited).toMatchObject({
      status: 'paid',
      balance: 0,
      creditedTotal: 14_550,
      creditOwed: 14_550,
      refundedTotal: 0,
      creditKept: 0,
      cardRefundable: 0,
    });
    const list = await me.data<TInvoiceList>('GET', '/invoices');
    expect(list.content.find((i) => i.id === invoice.id)).toMatchObject({ creditOwed: 14_550 });
    expect(list.totals.find((x) => x.currency === 'EUR')).toMatchObject({
      outstanding: 0,
      creditOwed: 14_550,
      creditOwedCount: 1,
      creditHeld: 0,
    });
    // The first credit note e-mailed starts the PDF workers: slow on a loaded machine.
  }, 60_000);

  it('refunds it by hand (dated, at most what is owed), then keeps the rest as credit for the next invoice', async () => {
    const { owner, me, customer, invoice } = await paidInEuros();
    await me.data('POST', `/invoices/${invoice.id}/credit-notes`, {
      amount: 14_550,
      reason: 'Two hours billed twice',
    });
    const refund = (body: object) => me.call('POST', `/invoices/${invoice.id}/refunds`, body);
    const tooMuch = await refund({ amount: 14_551, method: 'bank_transfer', refundedOn: today() });
    expect([tooMuch.statusCode, tooMuch.json().errors[0].code]).toEqual([
      400,
      'REFUND_EXCEEDS_CREDIT',
    ]);
    // Paid by transfer: nothing can go back to a card.
    const card = await refund({ amount: 1_000, method: 'card' });
    expect([card.statusCode, card.json().errors[0].code]).toEqual([409, 'CARD_REFUND_UNAVAILABLE']);
    const undated = await refund({ amount: 1_000, method: 'bank_transfer' });
    expect(undated.statusCode).toBe(400);
    expect(undated.json().errors[0].field).toBe('refundedOn');
    const future = await refund({ amount: 1_000, method: 'other', refundedOn: '2099-01-01' });
    expect(future.json().errors[0]).toMatchObject({
      code: 'VALIDATION_ERROR',
      field: 'refundedOn',
    });

    const refunded = (
      await refund({
        amount: 4_550,
        method: 'bank_transfer',
        refundedOn: today(),
        reference: 'SEPA-77',
      })
    ).json().data as TInvoice;
    expect(refunded).toMatchObject({ creditOwed: 10_000, refundedTotal: 4_550 });
    expect(refunded.refunds).toMatchObject([
      { amount: 4_550, method: 'bank_transfer', status: 'succeeded', reference: 'SEPA-77' },
    ]);
    expect(refunded.events.at(-1)?.label).toBe('Refunded EUR 45.50 by bank transfer (SEPA-77)');

    const keepTooMuch = await me.call('POST', `/invoices/${invoice.id}/keep-credit`, {
      amount: 10_001,
    });
    expect(keepTooMuch.json().errors[0].code).toBe('REFUND_EXCEEDS_CREDIT');
    const kept = await me.data<TInvoice>('POST', `/invoices/${invoice.id}/keep-credit`, {
      amount: 10_000,
    });
    expect(kept).toMatchObject({ creditOwed: 0, creditKept: 10_000, refundedTotal: 4_550 });
    expect(kept.events.at(-1)?.label).toBe(
      'EUR 100.00 kept as Léa Martin’s credit for their next invoice in EUR',
    );
    const customers = await me.data<TInvoiceCustomer[]>('GET', '/invoicing/customers');
    expect(customers.find((c) => c.id === customer.id)?.credits).toEqual([
      { currency: 'EUR', amount: 10_000 },
    ]);
    let totals = (await me.data<TInvoiceList>('GET', '/invoices')).totals;
    expect(totals.find((x) => x.currency === 'EUR')).toMatchObject({
      creditOwed: 0,
      creditHeld: 10_000,
    });

    // Another invoice in dollars takes none of it; the next one in euros takes it all.
    const dollars = await me.finalize((await me.draft(customer.id)).id);
    expect(dollars).toMatchObject({ creditApplied: 0, balance: 10_000 });
    const next = await me.draft(customer.id, {
      currency: 'EUR',
      lines: [{ description: 'Consulting, November', quantity: 1, unitPrice: 50_000, taxRate: 0 }],
    });
    expect(next.customerCredit).toBe(10_000);
    const opened = await me.finalize(next.id);
    expect(opened).toMatchObject({
      status: 'open',
      creditApplied: 10_000,
      balance: 40_000,
      customerCredit: 0,
    });
    expect(opened.events.map((e) => e.label)).toContain('Credit of EUR 100.00 applied');
    totals = (await me.data<TInvoiceList>('GET', '/invoices')).totals;
    expect(totals.find((x) => x.currency === 'EUR')).toMatchObject({
      outstanding: 40_000,
      creditHeld: 0,
    });
    // Voided, the invoice gives the credit back to the customer.
    await me.data('POST', `/invoices/${opened.id}/void`);
    const after = await me.data<TInvoiceCustomer[]>('GET', '/invoicing/customers');
    expect(after.find((c) => c.id === customer.id)?.credits).toEqual([
      { currency: 'EUR', amount: 10_000 },
    ]);

    // Another customer reaches none of it, by id or naming this company.
    const b = await createSignedInUser(t.app);
    for (const headers of [b.headers, { ...b.headers, 'x-company-id': owner.company.id }]) {
      const other = invoicingCalls(() => t.app, headers);
      const tries = [
        await other.call('POST', `/invoices/${invoice.id}/refunds`, {
          amount: 1,
          method: 'other',
          refundedOn: today(),
        }),
        await other.call('POST', `/invoices/${invoice.id}/keep-credit`, { amount: 1 }),
        await other.call('POST', `/invoices/${invoice.id}/apply-credit`),
      ];
      expect(tries.map((r) => r.statusCode)).toEqual([404, 404, 404]);
    }
  });

  it('an open invoice takes the customer’s credit on demand (apply-credit)', async () => {
    const { me, customer, invoice } = await paidInEuros();
    const waiting = await me.finalize(
      (
        await me.draft(customer.id, {
          currency: 'EUR',
          lines: [{ description: 'Retainer', quantity: 1, unitPrice: 5_000, taxRate: 0 }],
        })
      ).id,
    );
    expect(
      (await me.call('POST', `/invoices/${waiting.id}/apply-credit`)).json().errors[0].code,
    ).toBe('REFUND_EXCEEDS_CREDIT');
    await me.data('POST', `/invoices/${invoice.id}/credit-notes`, {
      amount: 8_000,
      reason: 'Discount agreed',
      email: false,
    });
    await me.data('POST', `/invoices/${invoice.id}/keep-credit`, { amount: 8_000 });
    const applied = await me.data<TInvoice>('POST', `/invoices/${waiting.id}/apply-credit`);
    // The credit covers it: paid, and 3,000 of credit is left for later.
    expect(applied).toMatchObject({
      status: 'paid',
      balance: 0,
      creditApplied: 5_000,
      customerCredit: 3_000,
    });
  });

  it('a card-paid invoice: the credit note is e-mailed with its PDF, and the credit goes back to the card', async () => {
    const owner = await givenInvoicingCompany(t.app, 'Viento Alto');
    await t.app.db
      .update(companies)
      .set({ contactEmail: 'hola@vientoalto.example' })
      .where(eq(companies.id, owner.company.id));
    await givenInvoicingPayments(t.app, owner.company.id);
    const customer = await givenCustomer(t.app, owner.company.id);
    const draft = await givenDraft(t.app, owner.company.id, customer.id);
    const sent = (await calls.send(owner.headers, draft.id)).json().data as TInvoice;
    const token = tokenOf(sent.publicUrl);
    const session = (await calls.pay(token)).json().data;
    expect((await calls.confirm(token, session)).statusCode).toBe(200);
    const me = invoicingCalls(() => t.app, owner.headers);

    const credited = await me.data<TInvoice>('POST', `/invoices/${draft.id}/credit-notes`, {
      amount: 2_400,
      reason: 'Revisions not needed',
    });
    expect(credited).toMatchObject({ creditOwed: 2_400, cardRefundable: 2_400 });
    const note = credited.creditNotes[0]!;
    const [mail] = await t.app.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, customer.email), eq(outbox.kind, 'invoice-credit-note')));
    expect(mail).toBeDefined();
    expect(mail!.subject).toBe(
      `Viento Alto LLC sent you a credit note — ${note.number}, $24.00 off invoice ${sent.number}`,
    );
    expect(mail!.textBody).toContain('$24.00 is owed back to you');
    expect(mail!.textBody).toMatch(/Viento Alto LLC\s*$/);
    expect(mail).toMatchObject({
      fromName: 'Viento Alto LLC via {{APP_NAME}}',
      replyTo: 'hola@vientoalto.example',
    });
    expect(mail!.attachments.map((a) => a.filename)).toEqual([`${note.number}.pdf`]);
    const text = await pdfText(mail!.attachments[0]!.contentBase64);
    expect(text).toContain(`Credit note number: ${note.number}`);
    expect(text).toContain('Revisions not needed');
    expect(credited.events.map((e) => e.label)).toContain(
      `Credit note ${note.number} e-mailed to ${customer.email}`,
    );

    const back = await me.data<TInvoice>('POST', `/invoices/${draft.id}/refunds`, {
      amount: 2_400,
      method: 'card',
    });
    expect(back).toMatchObject({ creditOwed: 0, refundedTotal: 2_400, cardRefundable: 0 });
    expect(back.refunds).toMatchObject([
      { amount: 2_400, method: 'card', status: 'succeeded', reference: 'Visa ending 4242' },
    ]);
    expect(back.events.at(-1)?.label).toBe('Refunded $24.00 to the card (Visa ending 4242)');
    const [row] = await t.app.db
      .select()
      .from(invoiceRefunds)
      .where(eq(invoiceRefunds.invoiceId, draft.id));
    expect(row!.providerRefundId).toMatch(/^re_local_/);
    const [told] = await t.app.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, customer.email), eq(outbox.kind, 'invoice-refund')));
    expect(told).toMatchObject({
      subject: `Viento Alto LLC refunded $24.00 to your card (invoice ${sent.number})`,
      fromName: 'Viento Alto LLC via {{APP_NAME}}',
      replyTo: 'hola@vientoalto.example',
    });
    // Nothing more can go back.
    const again = await me.call('POST', `/invoices/${draft.id}/refunds`, {
      amount: 1,
      method: 'card',
    });
    expect(again.json().errors[0].code).toBe('REFUND_EXCEEDS_CREDIT');
    // The public page says what went back.
    expect((await calls.view(token)).json().data).toMatchObject({
      refundedTotal: 2_400,
      creditOwed: 0,
    });
  });

  it('a credit note with email: false is issued only', async () => {
    const { me, invoice } = await paidInEuros();
    const customer = invoice.customer;
    await me.data('POST', `/invoices/${invoice.id}/credit-notes`, {
      amount: 100,
      reason: 'Rounding',
      email: false,
    });
    const mails = await t.app.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, customer.email), eq(outbox.kind, 'invoice-credit-note')));
    expect(mails).toHaveLength(0);
  });

  it('client e-mails are from the LLC by name, reply to its contact, and are signed by it', async () => {
    const owner = await givenInvoicingCompany(t.app, 'Viento Alto');
    await givenInvoicingPayments(t.app, owner.company.id);
    const customer = await givenCustomer(t.app, owner.company.id);
    const draft = await givenDraft(t.app, owner.company.id, customer.id);
    const sent = (await calls.send(owner.headers, draft.id)).json().data as TInvoice;
    const token = tokenOf(sent.publicUrl);
    const session = (await calls.pay(token)).json().data;
    await calls.confirm(token, session);
    const mails = await t.app.db.select().from(outbox).where(eq(outbox.recipient, customer.email));
    expect(mails.map((m) => m.kind).sort()).toEqual(['invoice', 'invoice-receipt']);
    for (const mail of mails) {
      expect(mail.fromName).toBe('Viento Alto LLC via {{APP_NAME}}');
      // No contact e-mail set: the account's own address is the LLC's contact.
      expect(mail.replyTo).toBe(owner.user.email);
      expect(mail.textBody.trimEnd().endsWith('Viento Alto LLC')).toBe(true);
      expect(mail.textBody).not.toContain('The {{APP_NAME}} team');
    }
    // The LLC's own user is written to by us, as before.
    const [paid] = await t.app.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, owner.user.email), eq(outbox.kind, 'invoice-paid')));
    expect(paid!.fromName).toBeNull();
  });

  it("prints the seller's suite at our mail facility when its address is our mailbox", async () => {
    const owner = await givenInvoicingCompany(t.app, 'Viento Alto');
    await t.app.db
      .update(companies)
      .set({ principalAddress: null, mailingAddress: { useOurs: true, address: null } })
      .where(eq(companies.id, owner.company.id));
    await t.app.db.insert(services).values({
      companyId: owner.company.id,
      productKey: 'mailing-address',
      productType: 'MAILING_ADDRESS',
      name: 'US mailing address',
      category: 'mail',
      status: 'DELIVERED',
    });
    const customer = await givenCustomer(t.app, owner.company.id);
    const draft = await givenDraft(t.app, owner.company.id, customer.id);
    const sent = (await calls.send(owner.headers, draft.id)).json().data as TInvoice;
    const pdf = await calls.pdf(owner.headers, draft.id);
    const text = textLines(await placedTexts(pdf.rawPayload)).join('\n');
    expect(text).toContain('Viento Alto LLC');
    expect(text).toMatch(
      /Viento Alto LLCINVOICE\n1621 Central Ave.*\nSuite \d+.*\nCheyenne, WY, 82001/,
    );
    const page = (await calls.view(tokenOf(sent.publicUrl))).json().data;
    expect(page.seller.address).toMatchObject({ line1: '1621 Central Ave', city: 'Cheyenne' });
  });
});
