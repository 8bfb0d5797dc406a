import type { TDatabase } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { hashOpaqueToken } from '../../lib/tokens';
import { setSessionFailure } from './checkout.repository';
import { localId, testCardOutcome, testCardToSave } from './local-cards';
import { markSessionPaid } from './mark-session-paid';
import { ownSession } from './read-checkout-session';

/**
 * The local provider's card step: what Stripe's hosted form does, with test cards only.
 * Answers the page to return to; a declined card is kept on the session and refused.
 */
export const confirmLocalPayment = async (
  db: TDatabase,
  input: {
    userId: string;
    sessionId: string;
    clientSecret: string;
    cardNumber: string;
    expiry: string;
    cvc: string;
  },
  now = new Date(),
): Promise<{ redirectUrl: string }> => {
  const session = await ownSession(db, input.userId, input.sessionId);
  if (
    session.provider !== 'local' ||
    session.clientSecretHash !== hashOpaqueToken(input.clientSecret)
  ) {
    throw new AppError('NOT_FOUND');
  }
  const redirectUrl = new URL(session.successUrl);
  redirectUrl.searchParams.set('session_id', session.id);
  const complete = { redirectUrl: redirectUrl.toString() };
  const paid = { sessionId: session.id, eventId: localId('evt_local'), actorUserId: null };
  // Paid before: make sure it was fulfilled (a fault may have stopped an earlier call).
  if (session.paymentStatus === 'paid') {
    await markSessionPaid(db, paid);
    return complete;
  }
  const outcome = testCardOutcome(input, now);
  if (outcome.kind === 'invalid') {
    throw new AppError(outcome.code, { field: outcome.field });
  }
  if (outcome.kind !== 'succeeded') {
    await setSessionFailure(db, session.id, outcome.kind);
    throw new AppError(outcome.kind === 'declined' ? 'CARD_DECLINED' : 'INSUFFICIENT_FUNDS');
  }
  // The provider's "checkout.session.completed", in-process: paid and fulfilled at once.
  // Kept for renewals as Stripe's setup_future_usage would: the card's token, not its number.
  const saved = testCardToSave(input, now);
  await markSessionPaid(db, {
    ...paid,
    card: outcome.card,
    beforeCharge: true,
    keepCard: saved.kind === 'saveable' ? { provider: 'local', card: saved.card } : null,
  });
  return complete;
};
