import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutSessions, orders, receipts } from '../../db/schema';
import { createSignedInUser } from '../../../test/auth-helpers';
import { createTestApp, testDatabaseKind, type TTestApp } from '../../../test/test-app';

const SECRET = 'whsec_test_secret_for_the_webhook';
const stripe = new Stripe('sk_test_unused');

describe(`stripe webhook (${testDatabaseKind()})`, () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { STRIPE_WEBHOOK_SECRET: SECRET } });
  });
  afterAll(() => t.close());

  const send = (payload: string, signature: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });
  const signed = (payload: string) =>
    stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET });

  it('refuses a bad or missing signature with 400', async () => {
    const payload = JSON.stringify({ id: 'evt_1', type: 'checkout.session.completed' });
    expect((await send(payload, 't=1,v1=deadbeef')).statusCode).toBe(400);
    const wrong = stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_other' });
    expect((await send(payload, wrong)).statusCode).toBe(400);
    const tampered = await send(payload.replace('evt_1', 'evt_2'), signed(payload));
    expect(tampered.statusCode).toBe(400);
  });

  it('fulfils a paid session once; a replayed event changes nothing', async () => {
    const { headers, company } = await createSignedInUser(t.app);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/client/v9/billing/checkout/create-session',
      headers,
      payload: { items: ['ein'], successUrl: 'http://localhost:3000/dashboard/billing/success' },
    });
    const { sessionId, amount } = created.json().data;
    const payload = JSON.stringify({
      id: 'evt_paid_1',
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: sessionId,
          object: 'checkout.session',
          payment_status: 'paid',
          amount_total: amount,
          payment_intent: 'pi_123',
        },
      },
    });
    const first = await send(payload, signed(payload));
    expect(first.statusCode).toBe(200);
    const again = await send(payload, signed(payload));
    expect(again.statusCode).toBe(200);
    const ord = await t.app.db.select().from(orders).where(eq(orders.companyId, company.id));
    const rec = await t.app.db.select().from(receipts).where(eq(receipts.companyId, company.id));
    expect(ord).toHaveLength(1);
    expect(rec).toHaveLength(1);
    const [row] = await t.app.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, sessionId));
    expect(row).toMatchObject({ status: 'complete', paymentStatus: 'paid' });
  });
});
