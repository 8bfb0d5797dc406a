import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { BUNDLED_ONBOARDING_KEY } from '../src/db/catalogue';

type THeaders = Record<string, string>;
export type TCreatedSession = { sessionId: string; clientSecret: string; amount: number };

/** The checkout calls as the web app makes them (the local provider's card form). */
export const checkoutCalls = (app: FastifyInstance) => {
  const post = (url: string, headers: THeaders, payload: object) =>
    app.inject({ method: 'POST', url: `/api${url}`, headers, payload });
  const createSession = (headers: THeaders, extra: object = {}) =>
    post('/client/v9/billing/checkout/create-session', headers, {
      items: [BUNDLED_ONBOARDING_KEY],
      successUrl: 'http://localhost:3000/dashboard/onboarding/pre-payment/step-3',
      metadata: { testMode: true },
      enableAutomaticPaymentMethods: true,
      ...extra,
    });
  const pay = (headers: THeaders, session: TCreatedSession, card = '4242 4242 4242 4242') =>
    post('/client/v9/billing/checkout/local/confirm', headers, {
      sessionId: session.sessionId,
      clientSecret: session.clientSecret,
      cardNumber: card,
      expiry: '12/34',
      cvc: '123',
    });
  return {
    post,
    selectState: (headers: THeaders, state: string) =>
      post('/client/company/v7/formation/selection', headers, { state, products: [] }),
    createSession,
    pay,
    /** Checkout of `items`, paid with the 4242 card; both calls must succeed. */
    buy: async (headers: THeaders, items: string[], successUrl: string) => {
      const created = await createSession(headers, { items, successUrl });
      expect(created.statusCode, created.body).toBe(200);
      const session = created.json().data as TCreatedSession;
      const paid = await pay(headers, session);
      expect(paid.statusCode, paid.body).toBe(200);
      return session;
    },
  };
};

/** PAYMENT_PROVIDER=stripe against a local stand-in at `base`. */
export const stripeTestEnv = (base: string) => ({
  PAYMENT_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: 'sk_test_fake_key',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_fake_key',
  STRIPE_WEBHOOK_SECRET: 'whsec_fake',
  STRIPE_API_BASE: base,
});
