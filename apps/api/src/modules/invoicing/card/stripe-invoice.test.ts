import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoicePayments, invoiceRefunds, invoiceSettings, outbox } from '../../../db/schema';
import { stripeTestEnv } from '../../../../test/checkout-helpers';
import {
  givenCustomer,
  givenDraft,
  givenInvoicingCompany,
  givenInvoicingPayments,
  invoiceCalls,
  tokenOf,
} from '../../../../test/invoice-send-helpers';
import { createTestApp, testDatabaseKind, type TTestApp } from '../../../../test/test-app';

/** A local stand-in for the Stripe calls of Connect and Checkout (no internet here). */
const startFakeStripe = async () => {
  const forms: { path: string; form: URLSearchParams }[] = [];
  let n = 0;
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const form = new URLSearchParams(raw);
      forms.push({ path: `${req.method} ${req.url}`, form });
      res.setHeader('content-type', 'application/json');
      n += 1;
      if (req.method === 'POST' && req.url === '/v1/accounts') {
        return res.end(
          JSON.stringify({ id: `acct_fake_${n}`, object: 'account', type: 'express' }),
        );
      }
      if (req.method === 'POST' && req.url === '/v1/account_links') {
        return res.end(
          JSON.stringify({
            object: 'account_link',
            url: `https://connect.stripe.test/setup/${form.get('account')}`,
            expires_at: 0,
          }),
        );
      }
      const destination = form.get('payment_intent_data[transfer_data][destination]');
      if (req.method === 'POST' && destination === 'acct_not_ready') {
        res.statusCode = 400;
        return res.end(
          JSON.stringify({
            error: { type: 'invalid_request_error', message: 'Destination cannot receive' },
          }),
        );
      }
      // A refund (issue 36 item 4): the session's payment intent, then the refund itself.
      const session = /^\/v1\/checkout\/sessions\/(cs_[\w]+)$/.exec(req.url ?? '');
      if (req.method === 'GET' && session) {
        return res.end(
          JSON.stringify({
            id: session[1],
            object: 'checkout.session',
            payment_intent: 'pi_fake_1',
          }),
        );
      }
      if (req.method === 'POST' && req.url === '/v1/refunds') {
        if (form.get('amount') === '1313') {
          res.statusCode = 400;
          return res.end(
            JSON.stringify({
              error: { type: 'invalid_request_error', message: 'Charge is disputed' },
            }),
          );
        }
        return res.end(
          JSON.stringify({ id: `re_fake_${n}`, object: 'refund', status: 'succeeded' }),
        );
      }
      if (req.method === 'POST' && req.url === '/v1/checkout/sessions') {
        const id = `cs_test_inv_${n}`;
        return res.end(
          JSON.stringify({
            id,
            object: 'checkout.session',
            client_secret: `${id}_secret_fake`,
            status: 'open',
            payment_status: 'unpaid',
          }),
        );
      }
      res.statusCode = 404;
      res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'Unknown' } }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    forms,
    close: () => new Promise((r) => server.close(r)),
  };
};

const SECRET = 'whsec_fake';
const stripe = new Stripe('sk_test_unused');

describe(`card payments with PAYMENT_PROVIDER=stripe: Connect destination charges (${testDatabaseKind()})`, () => {
  let t: TTestApp;
  let fake: Awaited<ReturnType<typeof startFakeStripe>>;
  const calls = invoiceCalls(() => t.app);
  beforeAll(async () => {
    fake = await startFakeStripe();
    t = await createTestApp({ env: { ...stripeTestEnv(fake.url), RATE_LIMIT_DISABLED: 'true' } });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const webhook = (session: object) => {
    const payload = JSON.stringify({
      id: `evt_${Math.random()}`,
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: session },
    });
    return t.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET }),
      },
      payload,
    });
  };

  it('no card form until the LLC connects; connect makes one Express account and an onboarding link', async () => {
    const owner = await givenInvoicingCompany(t.app);
    await givenInvoicingPayments(t.app, owner.company.id);
    const customer = await givenCustomer(t.app, owner.company.id);
    const draft = await givenDraft(t.app, owner.company.id, customer.id);
    const invoice = (await calls.send(owner.headers, draft.id)).json().data;
    const token = tokenOf(invoice.publicUrl);
    expect((await calls.view(token)).json().data.canPayByCard).toBe(false);
    expect((await calls.pay(token)).json().errors[0].code).toBe('CARD_PAYMENTS_OFF');

    const connect = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/client/company/v7/invoicing/stripe/connect',
        headers: owner.headers,
      });
    const first = await connect();
    expect(first.statusCode).toBe(200);
    const { accountId, url } = first.json().data;
    expect(url).toBe(`https://connect.stripe.test/setup/${accountId}`);
    const created = fake.forms.find((f) => f.path === 'POST /v1/accounts')!.form;
    expect(created.get('type')).toBe('express');
    expect(created.get('metadata[companyId]')).toBe(owner.company.id);
    const link = fake.forms.find((f) => f.path === 'POST /v1/account_links')!.form;
    expect(link.get('type')).toBe('account_onboarding');
    expect(link.get('return_url')).toMatch(/\/dashboard\/invoicing\?tab=settings&stripe=return$/);
    // Again: the same account, a fresh link.
    expect((await connect()).json().data.accountId).toBe(accountId);
    expect(fake.forms.filter((f) => f.path === 'POST /v1/accounts')).toHaveLength(1);
    const [settings] = await t.app.db
      .select()
      .from(invoiceSettings)
      .where(eq(invoiceSettings.companyId, owner.company.id));
    expect(settings!.stripeAccountId).toBe(accountId);

    // Another customer naming A's company reaches nothing.
    const b = await givenInvoicingCompany(t.app, 'Other');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/client/company/v7/invoicing/stripe/connect',
      headers: { ...b.headers, 'x-company-id': owner.company.id },
    });
    expect(refused.statusCode).toBe(404);

    // Now the payer pays: an embedded Checkout Session, a destination charge to the LLC.
    expect((await calls.view(token)).json().data.canPayByCard).toBe(true);
    const start = await calls.pay(token);
    expect(start.statusCode).toBe(200);
    const session = start.json().data;
    expect(session).toMatchObject({
      provider: 'stripe',
      amount: 12_400,
      currency: 'USD',
      publishableKey: 'pk_test_fake_key',
    });
    const form = fake.forms.filter((f) => f.path === 'POST /v1/checkout/sessions').at(-1)!.form;
    expect(form.get('ui_mode')).toBe('embedded');
    expect(form.get('payment_intent_data[transfer_data][destination]')).toBe(accountId);
    expect(form.get('line_items[0][price_data][unit_amount]')).toBe('12400');
    expect(form.get('line_items[0][price_data][currency]')).toBe('usd');
    expect(form.get('metadata[invoiceId]')).toBe(invoice.id);
    expect(form.get('customer_email')).toBe(customer.email);

    // Stripe says it is paid: recorded once, however often the event comes.
    const completed = {
      id: session.sessionId,
      object: 'checkout.session',
      payment_status: 'paid',
      mode: 'payment',
      metadata: { purpose: 'invoice', invoiceId: invoice.id },
    };
    expect((await webhook(completed)).statusCode).toBe(200);
    expect((await webhook(completed)).statusCode).toBe(200);
    const payments = await t.app.db
      .select()
      .from(invoicePayments)
      .where(eq(invoicePayments.invoiceId, invoice.id));
    expect(payments).toMatchObject([
      { amount: 12_400, method: 'card', providerPaymentId: session.sessionId },
    ]);
    const page = (await calls.view(token)).json().data;
    expect(page).toMatchObject({ shownStatus: 'paid', balance: 0, canPayByCard: false });
    const toOwner = await t.app.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, owner.user.email));
    expect(toOwner.filter((m) => m.kind === 'invoice-paid')).toHaveLength(1);
    // A forged event for a session we never made records nothing.
    expect((await webhook({ ...completed, id: 'cs_test_never_made' })).statusCode).toBe(200);
    expect(
      await t.app.db
        .select()
        .from(invoicePayments)
        .where(eq(invoicePayments.invoiceId, invoice.id)),
    ).toHaveLength(1);
  });

  it('an account Stripe will not charge to yet is CARD_PAYMENTS_OFF, not a 500', async () => {
    const owner = await givenInvoicingCompany(t.app);
    await givenInvoicingPayments(t.app, owner.company.id);
    await t.app.db
      .insert(invoiceSettings)
      .values({ companyId: owner.company.id, prefix: 'NC', stripeAccountId: 'acct_not_ready' });
    const customer = await givenCustomer(t.app, owner.company.id);
    const draft = await givenDraft(t.app, owner.company.id, customer.id);
    const token = tokenOf((await calls.send(owner.headers, draft.id)).json().data.publicUrl);
    const res = await calls.pay(token);
    expect([res.statusCode, res.json().errors[0].code]).toEqual([409, 'CARD_PAYMENTS_OFF']);
  });

  // Issue 36 item 4: credit owed back on an invoice paid by card goes back to the card, at
  // Stripe: the charge's payment intent is refunded and the transfer to the LLC reversed.
  it('refunds credit owed back to the card through Stripe; a refusal owes it again', async () => {
    const owner = await givenInvoicingCompany(t.app);
    await givenInvoicingPayments(t.app, owner.company.id);
    await t.app.db
      .insert(invoiceSettings)
      .values({ companyId: owner.company.id, prefix: 'NC', stripeAccountId: 'acct_ready' });
    const customer = await givenCustomer(t.app, owner.company.id);
    const draft = await givenDraft(t.app, owner.company.id, customer.id);
    const invoice = (await calls.send(owner.headers, draft.id)).json().data;
    const session = (await calls.pay(tokenOf(invoice.publicUrl))).json().data;
    await webhook({
      id: session.sessionId,
      object: 'checkout.session',
      payment_status: 'paid',
      mode: 'payment',
      metadata: { purpose: 'invoice', invoiceId: invoice.id },
    });
    const call = (path: string, payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/client/company/v7/invoices/${invoice.id}/${path}`,
        headers: owner.headers,
        payload,
      });
    await call('credit-notes', { amount: 3_000, reason: 'Fewer pages', email: false });
    const refused = await call('refunds', { amount: 1_313, method: 'card' });
    expect([refused.statusCode, refused.json().errors[0].code]).toEqual([409, 'REFUND_REFUSED']);
    const still = await t.app.inject({
      url: `/api/client/company/v7/invoices/${invoice.id}`,
      headers: owner.headers,
    });
    expect(still.json().data).toMatchObject({ creditOwed: 3_000, refundedTotal: 0 });
    expect(still.json().data.refunds).toMatchObject([{ amount: 1_313, status: 'failed' }]);

    const done = await call('refunds', { amount: 3_000, method: 'card' });
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toMatchObject({ creditOwed: 0, refundedTotal: 3_000 });
    const made = fake.forms.filter((f) => f.path === 'POST /v1/refunds').at(-1)!.form;
    expect(made.get('payment_intent')).toBe('pi_fake_1');
    expect(made.get('amount')).toBe('3000');
    expect(made.get('reverse_transfer')).toBe('true');
    expect(made.get('metadata[invoiceId]')).toBe(invoice.id);
    const [row] = await t.app.db
      .select()
      .from(invoiceRefunds)
      .where(and(eq(invoiceRefunds.invoiceId, invoice.id), eq(invoiceRefunds.status, 'succeeded')));
    expect(row!.providerRefundId).toMatch(/^re_fake_/);
  });
});
