import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentMethods, subscriptions } from '../../db/schema';
import { createSignedInUser } from '../../../test/auth-helpers';
import { stripeTestEnv } from '../../../test/checkout-helpers';
import { DAY_MS, givenSubscription, receiptsOf } from '../../../test/subscription-helpers';
import { createTestApp, testDatabaseKind, type TTestApp } from '../../../test/test-app';
import { chargerForProvider } from '../payments/charge-saved-card';
import { createStripeClient } from '../payments/stripe-client';
import { sweepSubscriptions } from './sweep';

const card = (id: string, last4: string) => ({
  id,
  object: 'payment_method',
  card: { brand: 'visa', last4, exp_month: 12, exp_year: 2034 },
});

/**
 * A stand-in for the Stripe calls of saved cards: sessions (payment and setup), customers,
 * the intents' cards, and off-session charges (pm_declined is declined, as Stripe's 0341).
 */
const startStripeStandIn = async () => {
  const calls: { method: string; path: string; form: URLSearchParams; key?: string }[] = [];
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stripe.test');
      const form = new URLSearchParams(raw);
      const key = req.headers['idempotency-key'];
      calls.push({ method: req.method ?? '', path: url.pathname, form, key: key as string });
      res.setHeader('content-type', 'application/json');
      const send = (status: number, body: object) => {
        res.statusCode = status;
        res.end(JSON.stringify(body));
      };
      const n = calls.length;
      if (url.pathname === '/v1/checkout/sessions') {
        let total = 0;
        for (const [k, v] of form) if (k.endsWith('[unit_amount]')) total += Number(v);
        const id = `cs_test_standin_${n}`;
        return send(200, {
          id,
          object: 'checkout.session',
          client_secret: `${id}_secret`,
          amount_total: total,
          mode: form.get('mode'),
        });
      }
      if (url.pathname === '/v1/customers')
        return send(200, { id: `cus_new_${n}`, object: 'customer' });
      if (url.pathname === '/v1/payment_intents/pi_paid') {
        return send(200, {
          id: 'pi_paid',
          object: 'payment_intent',
          customer: 'cus_1',
          payment_method: card('pm_visa', '4242'),
        });
      }
      if (url.pathname === '/v1/setup_intents/seti_new') {
        return send(200, {
          id: 'seti_new',
          object: 'setup_intent',
          status: 'succeeded',
          customer: 'cus_1',
          payment_method: card('pm_visa_new', '1881'),
        });
      }
      if (req.method === 'POST' && url.pathname === '/v1/payment_intents') {
        if (form.get('payment_method') === 'pm_declined') {
          return send(402, {
            error: {
              type: 'card_error',
              code: 'card_declined',
              decline_code: 'generic_decline',
              message: 'Your card was declined.',
            },
          });
        }
        return send(200, { id: `pi_renewal_${n}`, object: 'payment_intent', status: 'succeeded' });
      }
      send(404, { error: { type: 'invalid_request_error', message: 'No such thing' } });
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    close: () => new Promise((r) => server.close(r)),
  };
};

describe(`saved cards and renewals on Stripe (${testDatabaseKind()})`, () => {
  let t: TTestApp;
  let standIn: Awaited<ReturnType<typeof startStripeStandIn>>;
  const signer = new Stripe('sk_test_unused');
  beforeAll(async () => {
    standIn = await startStripeStandIn();
    t = await createTestApp({
      env: { ...stripeTestEnv(standIn.url), RATE_LIMIT_DISABLED: 'true' },
    });
  });
  afterAll(async () => {
    await t.close();
    await standIn.close();
  });

  const webhook = (session: object) => {
    const payload = JSON.stringify({
      id: `evt_${Math.random().toString(36).slice(2)}`,
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: { object: 'checkout.session', ...session } },
    });
    return t.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signer.webhooks.generateTestHeaderString({
          payload,
          secret: 'whsec_fake',
        }),
      },
      payload,
    });
  };
  const sweep = (at: Date) =>
    sweepSubscriptions(t.app.db, at, {
      chargerFor: chargerForProvider(createStripeClient(t.env)),
    });
  const subscriptionOf = async (id: string) =>
    (await t.app.db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0]!;

  it('asks Checkout to keep the card, saves it from the webhook and charges renewals off-session', async () => {
    const { headers, company } = await createSignedInUser(t.app);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/client/v9/billing/checkout/create-session',
      headers,
      payload: { items: ['ein'], successUrl: 'http://localhost:3000/dashboard/billing' },
    });
    expect(created.statusCode).toBe(200);
    const { sessionId, amount } = created.json().data;
    const form = standIn.calls.find((c) => c.path === '/v1/checkout/sessions')!.form;
    expect(form.get('payment_intent_data[setup_future_usage]')).toBe('off_session');
    expect(form.get('customer_creation')).toBe('always');

    const paid = await webhook({
      id: sessionId,
      mode: 'payment',
      payment_status: 'paid',
      amount_total: amount,
      payment_intent: 'pi_paid',
      customer: 'cus_1',
    });
    expect(paid.statusCode).toBe(200);
    const [saved] = await t.app.db
      .select()
      .from(paymentMethods)
      .where(eq(paymentMethods.companyId, company.id));
    expect(saved).toMatchObject({
      provider: 'stripe',
      providerRef: 'pm_visa',
      providerCustomer: 'cus_1',
      last4: '4242',
      expYear: 2034,
    });

    const termEndsAt = new Date(Date.now() + 30 * DAY_MS);
    const { subscription } = await givenSubscription(t.app.db, {
      companyId: company.id,
      termEndsAt,
    });
    await Promise.all([1, 2, 3].map(() => sweep(new Date(termEndsAt.getTime() + 1000))));
    const charges = standIn.calls.filter(
      (c) => c.method === 'POST' && c.path === '/v1/payment_intents',
    );
    expect(charges).toHaveLength(1);
    expect(Object.fromEntries(charges[0]!.form)).toMatchObject({
      amount: '9900',
      currency: 'usd',
      customer: 'cus_1',
      payment_method: 'pm_visa',
      off_session: 'true',
      confirm: 'true',
    });
    expect(charges[0]!.key).toMatch(new RegExp(`^renewal:${subscription.id}:`));
    expect((await receiptsOf(t.app.db, company.id)).map((r) => r.total)).toContain(9_900);
    expect((await subscriptionOf(subscription.id)).status).toBe('ACTIVE');
  });

  it('a declined off-session charge is past due; a card saved by a setup session pays it', async () => {
    const { headers, company } = await createSignedInUser(t.app);
    await t.app.db.insert(paymentMethods).values({
      companyId: company.id,
      provider: 'stripe',
      providerRef: 'pm_declined',
      providerCustomer: 'cus_1',
      brand: 'visa',
      last4: '0341',
      expMonth: 12,
      expYear: 2034,
    });
    const termEndsAt = new Date(Date.now() + 30 * DAY_MS);
    const { subscription } = await givenSubscription(t.app.db, {
      companyId: company.id,
      termEndsAt,
    });
    await sweep(new Date(termEndsAt.getTime() + 1000));
    expect(await subscriptionOf(subscription.id)).toMatchObject({
      status: 'PAST_DUE',
      failedAttempts: 1,
    });

    const setup = await t.app.inject({
      method: 'POST',
      url: '/api/client/company/v7/payment-method/setup-session',
      headers,
      payload: { returnUrl: 'http://localhost:3000/dashboard/services' },
    });
    expect(setup.statusCode).toBe(200);
    expect(setup.json().data).toMatchObject({
      provider: 'stripe',
      publishableKey: 'pk_test_fake_key',
    });
    const session = standIn.calls.filter((c) => c.path === '/v1/checkout/sessions').at(-1)!.form;
    expect(session.get('mode')).toBe('setup');
    expect(session.get('customer')).toBe('cus_1');
    expect(session.get('client_reference_id')).toBe(company.id);

    const done = await webhook({
      id: setup.json().data.sessionId,
      mode: 'setup',
      status: 'complete',
      setup_intent: 'seti_new',
      customer: 'cus_1',
      client_reference_id: company.id,
      metadata: { purpose: 'payment-method' },
    });
    expect(done.statusCode).toBe(200);
    const current = await t.app.inject({
      method: 'GET',
      url: '/api/client/company/v7/payment-method',
      headers,
    });
    expect(current.json().data).toEqual({
      provider: 'stripe',
      card: { brand: 'visa', last4: '1881', expMonth: 12, expYear: 2034 },
    });
    expect(await subscriptionOf(subscription.id)).toMatchObject({
      status: 'ACTIVE',
      failedAttempts: 0,
    });
    expect(await receiptsOf(t.app.db, company.id)).toHaveLength(1);
  });
});
