import { AppError } from '../../lib/app-error';
import { findOwnSessionIdByIntent } from './checkout.repository';
import type { TFulfilment } from './fulfil-order';
import { markSessionPaid } from './mark-session-paid';
import { ownSession, refreshFromProvider, type TCheckoutDeps } from './read-checkout-session';

/**
 * The success call after a payment: the caller's paid session gets its one order and one
 * receipt, however often it is called; an unpaid one is refused.
 */
export const confirmPaidSession = async (
  deps: TCheckoutDeps,
  input: { userId: string; sessionId: string },
): Promise<TFulfilment> => {
  const session = await refreshFromProvider(
    deps,
    await ownSession(deps.db, input.userId, input.sessionId),
  );
  if (session.paymentStatus !== 'paid') {
    throw new AppError('INVALID_TRANSACTION', {
      message: `Payment not completed. Status: ${session.status}. Please try again.`,
    });
  }
  return markSessionPaid(deps.db, {
    sessionId: session.id,
    eventId: `success-call:${session.id}`,
    actorUserId: input.userId,
  });
};

/** The same, for the caller's session with this payment intent. */
export const confirmPaidIntent = async (
  deps: TCheckoutDeps,
  input: { userId: string; paymentIntentId: string },
): Promise<TFulfilment> => {
  const sessionId = await findOwnSessionIdByIntent(deps.db, input.userId, input.paymentIntentId);
  if (!sessionId) throw new AppError('NOT_FOUND');
  return confirmPaidSession(deps, { userId: input.userId, sessionId });
};
