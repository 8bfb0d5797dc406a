import type Stripe from 'stripe';
import { MAIL_REQUEST_METADATA_KEY, type TMailItemDetail } from '@charterline/shared/schemas/mail';
import type { TDatabase, TDbExecutor } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { notifyCompany } from '../../companies';
import { mailRequestCancelledMail } from '../../email';
import { expireAtStripe, voidCheckoutsFor } from '../../payments';
import { readMailItemDetail } from '../items/mail-item-view';
import { refreshMailFolder } from '../mail-folder';
import {
  lockMailRequest,
  OPEN_STATUSES,
  updateMailRequest,
  type TMailRequestRow,
} from './mail-requests.repository';

const NOT_FOUND = () => new AppError('NOT_FOUND', { message: 'There is no such request.' });

type TCancelDeps = { db: TDatabase; stripe: Stripe | null };

/**
 * Only a request waiting for payment or for our team can be cancelled (the caller holds its
 * lock). Its open checkout sessions are voided with it (issue 33 item 6), as a cancelled
 * change's are: answers the Stripe ones to expire after the commit.
 */
const cancelOpen = async (
  tx: TDbExecutor,
  request: TMailRequestRow,
  input: { now: Date; note?: string },
): Promise<{ cancelled: TMailRequestRow; atStripe: string[] }> => {
  if (!OPEN_STATUSES.includes(request.status)) {
    throw new AppError('MAIL_ACTION_NOT_POSSIBLE', {
      message: `Only an open request can be cancelled; this one is ${request.status}.`,
    });
  }
  const cancelled = await updateMailRequest(tx, request.id, {
    status: 'cancelled',
    cancelledAt: input.now,
    ...(input.note ? { note: input.note } : {}),
  });
  await refreshMailFolder(tx, request.mailItemId);
  const atStripe = await voidCheckoutsFor(tx, {
    companyId: request.companyId,
    key: MAIL_REQUEST_METADATA_KEY,
    id: request.id,
  });
  return { cancelled, atStripe };
};

/** The customer cancels their open request of one of their letters (404 for another's). */
export const cancelMailRequest = async (
  { db, stripe }: TCancelDeps,
  input: { companyId: string; itemId: string; requestId: string; now: Date },
): Promise<TMailItemDetail> => {
  const { atStripe } = await db.transaction(async (tx) => {
    const request = await lockMailRequest(tx, input.requestId);
    if (!request || request.companyId !== input.companyId || request.mailItemId !== input.itemId) {
      throw NOT_FOUND();
    }
    return cancelOpen(tx, request, { now: input.now });
  });
  expireAtStripe(stripe, atStripe);
  return readMailItemDetail(db, input.companyId, input.itemId);
};

/** Staff cancel an open request and say why: event and e-mail to the customer. */
export const staffCancelMailRequest = async (
  { db, stripe }: TCancelDeps,
  input: { requestId: string; reason: string; actor: string; now: Date },
): Promise<TMailRequestRow> => {
  const done = await db.transaction(async (tx) => {
    const request = await lockMailRequest(tx, input.requestId);
    if (!request) throw NOT_FOUND();
    const { cancelled, atStripe } = await cancelOpen(tx, request, {
      now: input.now,
      note: input.reason,
    });
    const detail = await readMailItemDetail(tx, request.companyId, request.mailItemId);
    await notifyCompany(tx, {
      companyId: request.companyId,
      actor: input.actor,
      kind: 'MAIL_REQUEST_CANCELLED',
      topic: 'mail',
      data: {
        requestId: request.id,
        itemId: request.mailItemId,
        action: request.action,
        sender: detail.sender,
        reason: input.reason,
      },
      mail: (to) =>
        mailRequestCancelledMail({
          ...to,
          itemId: request.mailItemId,
          sender: detail.sender,
          action: request.action,
          reason: input.reason,
          paid: request.paidAt !== null,
        }),
    });
    return { cancelled, atStripe };
  });
  expireAtStripe(stripe, done.atStripe);
  return done.cancelled;
};
