import Stripe from 'stripe';
import type { TEnv } from '../../config/env';

/**
 * The Stripe SDK for PAYMENT_PROVIDER=stripe. STRIPE_API_BASE points it at another server
 * (the tests' local stand-in for the few calls used); unset, it talks to Stripe.
 */
export const createStripeClient = (
  env: Pick<TEnv, 'STRIPE_SECRET_KEY' | 'STRIPE_API_BASE'>,
): Stripe | null => {
  if (!env.STRIPE_SECRET_KEY) return null;
  if (!env.STRIPE_API_BASE) return new Stripe(env.STRIPE_SECRET_KEY, { maxNetworkRetries: 2 });
  const base = new URL(env.STRIPE_API_BASE);
  return new Stripe(env.STRIPE_SECRET_KEY, {
    host: base.hostname,
    port: Number(base.port || (base.protocol === 'https:' ? 443 : 80)),
    protocol: base.protocol === 'https:' ? 'https' : 'http',
    maxNetworkRetries: 0,
  });
};

type TLine = { name: string; amount: number };

/** An Embedded Checkout session for our server-priced lines. */
export const createStripeSession = async (
  stripe: Stripe,
  input: { lines: TLine[]; returnUrl: string; metadata: Record<string, string>; email: string },
) =>
  stripe.checkout.sessions.create({
    ui_mode: 'embedded',
    mode: 'payment',
    customer_email: input.email,
    return_url: `${input.returnUrl}${input.returnUrl.includes('?') ? '&' : '?'}session_id={CHECKOUT_SESSION_ID}`,
    metadata: input.metadata,
    line_items: input.lines.map((l) => ({
      quantity: 1,
      price_data: { currency: 'usd', unit_amount: l.amount, product_data: { name: l.name } },
    })),
  });
