import type Stripe from 'stripe';
import type { TDatabase } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findOwnSession, type TCheckoutSession } from './checkout.repository';
import { markSessionPaid } from './mark-session-paid';
import { callStripe, stripePayment } from './stripe-client';

export type TCheckoutDeps = { db: TDatabase; stripe: Stripe | null };

/** The caller's own session, or 404 (another customer's session does not exist for them). */
export const ownSession = async (
  db: TDatabase,
  userId: string,
  sessionId: string,
): Promise<TCheckoutSession> => {
  const session = await findOwnSession(db, userId, sessionId);
  if (!session) throw new AppError('NOT_FOUND');
  return session;
};

/**
 * A Stripe session not yet marked paid here is asked of Stripe (the webhook may be late);
 * paid for the amount we priced → marked paid and fulfilled. Local sessions are up to date.
 */
export const refreshFromProvider = async (
  { db, stripe }: TCheckoutDeps,
  session: TCheckoutSession,
): Promise<TCheckoutSession> => {
  if (session.provider !== 'stripe' || session.paymentStatus === 'paid' || !stripe) {
    return session;
  }
  const remote = await callStripe(() =>
    stripe.checkout.sessions.retrieve(session.id, {
      expand: ['payment_intent.payment_method'],
    }),
  );
  if (remote.payment_status !== 'paid' || remote.amount_total !== session.amount) {
    return {
      ...session,
      status: remote.status === 'expired' ? ('expired' as const) : session.status,
    };
  }
  await markSessionPaid(db, {
    sessionId: session.id,
    eventId: `return:${session.id}`,
    actorUserId: null,
    ...stripePayment(remote),
  });
  return ownSession(db, session.userId, session.id);
};

/** The caller's session as the return page reads it (asking Stripe when it may be stale). */
export const readCheckoutSession = async (
  deps: TCheckoutDeps,
  input: { userId: string; sessionId: string },
) => {
  const s = await refreshFromProvider(
    deps,
    await ownSession(deps.db, input.userId, input.sessionId),
  );
  return {
    status: s.paymentStatus === 'paid' ? ('complete' as const) : s.status,
    sessionId: s.id,
    paymentIntentId: s.paymentIntentId,
    amount: s.amount,
    currency: s.currency,
    metadata: s.metadata,
  };
};
