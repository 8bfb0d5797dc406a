import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import type { TEnv } from '../../config/env';
import type { TDatabase } from '../../db/client';
import { checkoutSessions } from '../../db/schema';
import { toProviderSession } from './local-provider';
import type { TPaymentProvider } from './provider';

/** The official SDK; STRIPE_API_BASE points it at a local server in tests. */
export const stripeClient = (env: TEnv): Stripe => {
  const base = env.STRIPE_API_BASE ? new URL(env.STRIPE_API_BASE) : null;
  return new Stripe(env.STRIPE_SECRET_KEY ?? 'sk_test_unset', {
    ...(base
      ? {
          host: base.hostname,
          port: Number(base.port || (base.protocol === 'https:' ? 443 : 80)),
          protocol: base.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
    maxNetworkRetries: 1,
    timeout: 15_000,
  });
};

/** Stripe Checkout; our own row keeps the owner and the server-computed line items. */
export const createStripeProvider = (db: TDatabase, env: TEnv): TPaymentProvider => {
  const stripe = stripeClient(env);
  return {
    name: 'stripe',
    async createSession(input) {
      const successUrl = new URL(input.successUrl);
      const session = await stripe.checkout.sessions.create({
        mode: 'payment',
        ui_mode: 'embedded',
        return_url: `${successUrl.origin}${successUrl.pathname}?session_id={CHECKOUT_SESSION_ID}`,
        line_items: input.lineItems.map((l) => ({
          quantity: 1,
          price_data: { currency: 'usd', unit_amount: l.amount, product_data: { name: l.name } },
        })),
        metadata: { companyId: input.companyId },
      });
      const clientSecret = session.client_secret ?? '';
      await db.insert(checkoutSessions).values({
        id: session.id,
        companyId: input.companyId,
        userId: input.userId,
        provider: 'stripe',
        amount: input.amount,
        currency: 'USD',
        lineItems: input.lineItems,
        metadata: input.metadata,
        successUrl: input.successUrl,
        clientSecretHash: createHash('sha256')
          .update(clientSecret || randomBytes(8).toString('hex'))
          .digest('hex'),
      });
      return { sessionId: session.id, clientSecret };
    },
    async getSession(sessionId) {
      const [row] = await db
        .select()
        .from(checkoutSessions)
        .where(eq(checkoutSessions.id, sessionId));
      if (!row) return null;
      if (row.paymentStatus === 'paid') return toProviderSession(row);
      const remote = await stripe.checkout.sessions.retrieve(sessionId);
      const paid = remote.payment_status === 'paid' && remote.amount_total === row.amount;
      const paymentIntentId =
        typeof remote.payment_intent === 'string' ? remote.payment_intent : null;
      if (paid) {
        await db
          .update(checkoutSessions)
          .set({ paymentStatus: 'paid', paymentIntentId })
          .where(eq(checkoutSessions.id, sessionId));
      }
      return {
        ...toProviderSession(row),
        status:
          remote.status === 'complete'
            ? 'complete'
            : remote.status === 'expired'
              ? 'expired'
              : 'open',
        paymentStatus: paid ? 'paid' : 'unpaid',
        paymentIntentId,
      };
    },
  };
};
