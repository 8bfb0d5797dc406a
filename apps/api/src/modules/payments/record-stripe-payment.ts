import type Stripe from 'stripe';
import type { TDatabase } from '../../db/client';
import { findSession } from './checkout.repository';
import { markSessionPaid } from './mark-session-paid';
import { stripePayment } from './stripe-client';

/**
 * Stripe's "checkout.session.completed" for a paid session: marked paid and fulfilled when
 * it is one of ours and Stripe took the amount we priced (replays change nothing).
 */
export const recordStripePayment = async (
  db: TDatabase,
  event: { id: string; session: Stripe.Checkout.Session },
): Promise<void> => {
  const { session } = event;
  const row = await findSession(db, session.id);
  if (!row || session.amount_total !== row.amount) return;
  await markSessionPaid(db, {
    sessionId: row.id,
    eventId: event.id,
    actorUserId: null,
    ...stripePayment(session),
  });
};
