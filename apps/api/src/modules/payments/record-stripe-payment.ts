import type Stripe from 'stripe';
import type { TDatabase } from '../../db/client';
import { findSession } from './checkout.repository';
import { markSessionPaid } from './mark-session-paid';
import { fetchCardToKeep } from './record-stripe-setup';
import { stripePayment } from './stripe-client';

/**
 * Stripe's "checkout.session.completed" for a paid session: marked paid and fulfilled when
 * it is one of ours and Stripe took the amount we priced (replays change nothing).
 */
export const recordStripePayment = async (
  db: TDatabase,
  event: { id: string; session: Stripe.Checkout.Session },
  stripe: Stripe | null = null,
): Promise<void> => {
  const { session } = event;
  const row = await findSession(db, session.id);
  if (!row || session.amount_total !== row.amount) return;
  const payment = stripePayment(session);
  // The card to keep for renewals is not in the webhook's session: asked of Stripe.
  const keepCard =
    payment.keepCard ??
    (stripe && row.paymentStatus !== 'paid' ? await fetchCardToKeep(stripe, session) : null);
  await markSessionPaid(db, {
    sessionId: row.id,
    eventId: event.id,
    actorUserId: null,
    ...payment,
    keepCard,
  });
};
