import type Stripe from 'stripe';
import type { TDatabase } from '../../db/client';
import { lockCompany, findCompany } from '../companies';
import { keepCard } from './save-card';
import { callStripe, SETUP_PURPOSE, stripeCardToKeep } from './stripe-client';

export type TSavedCard = { companyId: string; paymentMethodId: string };

/**
 * Stripe's "checkout.session.completed" for one of our setup sessions (a card change): the
 * PaymentMethod it collected becomes the company's card. Replays keep the same card (a
 * card already current is not saved again).
 */
export const recordStripeSetup = async (
  db: TDatabase,
  stripe: Stripe,
  session: Stripe.Checkout.Session,
): Promise<TSavedCard | null> => {
  const companyId = session.client_reference_id;
  const intentId =
    typeof session.setup_intent === 'string' ? session.setup_intent : session.setup_intent?.id;
  if (session.metadata?.purpose !== SETUP_PURPOSE || !companyId || !intentId) return null;
  if (!(await findCompany(db, companyId))) return null;
  const intent = await callStripe(() =>
    stripe.setupIntents.retrieve(intentId, { expand: ['payment_method'] }),
  );
  const card = stripeCardToKeep(intent.payment_method, intent.customer ?? session.customer);
  if (!card || intent.status !== 'succeeded') return null;
  return db.transaction(async (tx) => {
    await lockCompany(tx, companyId);
    const row = await keepCard(tx, companyId, card, new Date());
    return { companyId, paymentMethodId: row.id };
  });
};

/**
 * The card that paid a session, asked of Stripe when the webhook's session names its
 * PaymentIntent only; null when the session made no Customer (nothing to keep).
 */
export const fetchCardToKeep = async (stripe: Stripe, session: Stripe.Checkout.Session) => {
  const intent = session.payment_intent;
  if (!session.customer || typeof intent !== 'string') return null;
  const full = await callStripe(() =>
    stripe.paymentIntents.retrieve(intent, { expand: ['payment_method'] }),
  );
  return stripeCardToKeep(full.payment_method, session.customer);
};
