import type { TDatabase } from '../../db/client';
import type { TCardOnFile } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { lockCompany } from '../companies';
import {
  findSessionCompanyId,
  lockSession,
  setSessionPaid,
  type TCheckoutSession,
} from './checkout.repository';
import { fulfilPaidSession, type TFulfilment } from './fulfil-order';
import { keepCard, type TCardToKeep } from './save-card';

type TSession = TCheckoutSession;
type TCompany = Awaited<ReturnType<typeof lockCompany>>;

/** Before our own card step: a session that may no longer be paid is refused, not charged. */
const assertPayable = (session: TSession, company: TCompany): void => {
  if (session.formation && company.paymentStatus === 'PAID') {
    throw new AppError('FORMATION_ALREADY_PAID');
  }
  if (session.status !== 'open') throw new AppError('CHECKOUT_SESSION_EXPIRED');
  if (session.formation && session.state !== company.state) {
    throw new AppError('CHECKOUT_STATE_CHANGED');
  }
};

/**
 * The one way a checkout session becomes paid, for every path that learns of a payment:
 * the local card step, the return from Stripe (asking Stripe) and Stripe's webhook; the
 * success calls and the reconciler use it to fulfil a session already paid. The session is
 * marked paid and fulfilled in ONE transaction under the company's lock, so a fault between
 * the two leaves neither. `beforeCharge` (the local card step) refuses a session that was
 * voided, replaced, or priced for another state; a payment the provider already took is
 * always recorded. The card that paid is kept as the company's card for renewals when
 * the provider lets it be reused (`keepCard`).
 */
export const markSessionPaid = async (
  db: TDatabase,
  input: {
    sessionId: string;
    eventId: string;
    actorUserId: string | null;
    paymentIntentId?: string | null;
    /** The card that paid (brand and last 4), when the provider told us. */
    card?: TCardOnFile | null;
    beforeCharge?: boolean;
    /** The card to keep for renewals (saved with the payment, in its transaction). */
    keepCard?: TCardToKeep | null;
  },
): Promise<TFulfilment> =>
  db.transaction(async (tx) => {
    const companyId = await findSessionCompanyId(tx, input.sessionId);
    if (!companyId) throw new AppError('NOT_FOUND');
    // The company first, as every formation change does: one order of locks, no deadlock.
    const company = await lockCompany(tx, companyId);
    let session = await lockSession(tx, input.sessionId);
    if (!session) throw new AppError('NOT_FOUND');
    if (session.paymentStatus !== 'paid') {
      if (input.beforeCharge) assertPayable(session, company);
      const paid = await setSessionPaid(tx, session.id, input);
      if (!paid) throw new AppError('NOT_FOUND');
      session = paid;
      if (input.keepCard) await keepCard(tx, companyId, input.keepCard, new Date());
    }
    return fulfilPaidSession(tx, session, input);
  });
