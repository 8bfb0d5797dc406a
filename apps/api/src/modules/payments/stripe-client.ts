import Stripe from 'stripe';
import type { TEnv } from '../../config/env';
import type { TCardOnFile } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { TCardToKeep } from './save-card';

/** One retry: Stripe's SDK sends an idempotency key with it, so a session is never made twice. */
const RETRIES = 1;

/**
 * The Stripe SDK for PAYMENT_PROVIDER=stripe, with a timeout per call (STRIPE_TIMEOUT_MS)
 * instead of the SDK's 80 s. STRIPE_API_BASE points it at another server (the tests'
 * local stand-in for the few calls used); unset, it talks to Stripe.
 */
export const createStripeClient = (
  env: Pick<TEnv, 'STRIPE_SECRET_KEY' | 'STRIPE_API_BASE' | 'STRIPE_TIMEOUT_MS'>,
): Stripe | null => {
  if (!env.STRIPE_SECRET_KEY) return null;
  const limits = { timeout: env.STRIPE_TIMEOUT_MS, maxNetworkRetries: RETRIES };
  if (!env.STRIPE_API_BASE) return new Stripe(env.STRIPE_SECRET_KEY, limits);
  const base = new URL(env.STRIPE_API_BASE);
  return new Stripe(env.STRIPE_SECRET_KEY, {
    ...limits,
    host: base.hostname,
    port: Number(base.port || (base.protocol === 'https:' ? 443 : 80)),
    protocol: base.protocol === 'https:' ? 'https' : 'http',
  });
};

/**
 * A call to Stripe; Stripe unreachable, timing out or failing on its side is our 503
 * (the request changed nothing here and may be tried again).
 */
export const callStripe = async <T>(call: () => Promise<T>): Promise<T> => {
  try {
    return await call();
  } catch (error) {
    if (
      error instanceof Stripe.errors.StripeConnectionError ||
      error instanceof Stripe.errors.StripeAPIError ||
      error instanceof Stripe.errors.StripeRateLimitError
    ) {
      throw new AppError('SERVICE_UNAVAILABLE', {
        message: 'The payment provider is not answering. Please try again in a moment.',
        cause: error,
      });
    }
    throw error;
  }
};

type TLine = { name: string; amount: number };

/** An Embedded Checkout session for our server-priced lines. */
export const createStripeSession = async (
  stripe: Stripe,
  input: {
    lines: TLine[];
    returnUrl: string;
    metadata: Record<string, string>;
    email: string;
    companyId: string;
  },
) =>
  callStripe(() =>
    stripe.checkout.sessions.create({
      ui_mode: 'embedded',
      mode: 'payment',
      customer_email: input.email,
      // The card is kept for renewals (decision 0112): a Customer and an off-session
      // PaymentMethod, charged later with off-session PaymentIntents.
      customer_creation: 'always',
      payment_intent_data: { setup_future_usage: 'off_session' },
      // Ours, beside the caller's metadata (which may use all of Stripe's 50 keys).
      client_reference_id: input.companyId,
      return_url: `${input.returnUrl}${input.returnUrl.includes('?') ? '&' : '?'}session_id={CHECKOUT_SESSION_ID}`,
      metadata: input.metadata,
      line_items: input.lines.map((l) => ({
        quantity: 1,
        price_data: { currency: 'usd', unit_amount: l.amount, product_data: { name: l.name } },
      })),
    }),
  );

/**
 * An Embedded Checkout session in setup mode: Stripe collects a card for the Customer
 * (made here when the company has none yet); the webhook keeps it as the company's card.
 */
export const createStripeSetupSession = async (
  stripe: Stripe,
  input: { returnUrl: string; email: string; companyId: string; customerId: string | null },
) => {
  const customer =
    input.customerId ??
    (
      await callStripe(() =>
        stripe.customers.create({ email: input.email, metadata: { companyId: input.companyId } }),
      )
    ).id;
  return callStripe(() =>
    stripe.checkout.sessions.create({
      ui_mode: 'embedded',
      mode: 'setup',
      currency: 'usd',
      customer,
      client_reference_id: input.companyId,
      metadata: { purpose: SETUP_PURPOSE },
      return_url: `${input.returnUrl}${input.returnUrl.includes('?') ? '&' : '?'}session_id={CHECKOUT_SESSION_ID}`,
    }),
  );
};

/** The metadata mark of our setup sessions (a card change, not a payment). */
export const SETUP_PURPOSE = 'payment-method';

/** A Stripe PaymentMethod on a Customer, as kept for renewals; null without a card. */
export const stripeCardToKeep = (
  method: Stripe.PaymentMethod | string | null | undefined,
  customer: Stripe.Customer | Stripe.DeletedCustomer | string | null | undefined,
): TCardToKeep | null => {
  if (!method || typeof method === 'string' || !method.card || !customer) return null;
  return {
    provider: 'stripe',
    providerRef: method.id,
    providerCustomer: typeof customer === 'string' ? customer : customer.id,
    brand: method.card.brand,
    last4: method.card.last4,
    expMonth: method.card.exp_month,
    expYear: method.card.exp_year,
  };
};

/** Voids sessions at Stripe too, so a replaced one cannot be paid there (best effort). */
export const expireStripeSessions = async (stripe: Stripe, ids: readonly string[]) =>
  Promise.allSettled(ids.map((id) => stripe.checkout.sessions.expire(id)));

/**
 * The payment intent's id and the card that paid, from a Checkout Session. The card is
 * there only when the session was retrieved with `payment_intent.payment_method` expanded
 * (the return path); the webhook's session names the intent by id and gives no card.
 */
export const stripePayment = (
  session: Stripe.Checkout.Session,
): { paymentIntentId: string | null; card: TCardOnFile | null; keepCard: TCardToKeep | null } => {
  const intent = session.payment_intent;
  if (!intent || typeof intent === 'string') {
    return { paymentIntentId: intent ?? null, card: null, keepCard: null };
  }
  const method = intent.payment_method;
  const card = method && typeof method !== 'string' ? method.card : null;
  return {
    paymentIntentId: intent.id,
    card: card ? { brand: card.brand, last4: card.last4 } : null,
    // Saved for renewals when the session made a Customer (setup_future_usage).
    keepCard: stripeCardToKeep(method, session.customer),
  };
};
