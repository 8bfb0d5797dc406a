import type { TMailItemDetail } from '@charterline/shared/schemas/mail';
import type { TDatabase, TDbExecutor } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { notifyCompany } from '../../companies/notify-company';
import { mailRequestCancelledMail } from '../../mail/templates/mail-request-done';
import { readMailItemDetail } from '../items/mail-item-view';
import { refreshMailFolder } from '../mail-folder';
import {
  lockMailRequest,
  OPEN_STATUSES,
  updateMailRequest,
  type TMailRequestRow,
} from './mail-requests.repository';

const NOT_FOUND = () => new AppError('NOT_FOUND', { message: 'There is no such request.' });

/** Only a request waiting for payment or for our team can be cancelled. */
const cancelOpen = async (
  tx: TDbExecutor,
  request: TMailRequestRow,
  input: { now: Date; note?: string },
): Promise<TMailRequestRow> => {
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
  return cancelled;
};

/** The customer cancels their open request of one of their letters (404 for another's). */
export const cancelMailRequest = async (
  db: TDatabase,
  input: { companyId: string; itemId: string; requestId: string; now: Date },
): Promise<TMailItemDetail> => {
  await db.transaction(async (tx) => {
    const request = await lockMailRequest(tx, input.requestId);
    if (!request || request.companyId !== input.companyId || request.mailItemId !== input.itemId) {
      throw NOT_FOUND();
    }
    await cancelOpen(tx, request, { now: input.now });
  });
  return readMailItemDetail(db, input.companyId, input.itemId);
};

/** Staff cancel an open request and say why: event and e-mail to the customer. */
export const staffCancelMailRequest = async (
  db: TDatabase,
  input: { requestId: string; reason: string; actor: string; now: Date },
): Promise<TMailRequestRow> =>
  db.transaction(async (tx) => {
    const request = await lockMailRequest(tx, input.requestId);
    if (!request) throw NOT_FOUND();
    const cancelled = await cancelOpen(tx, request, { now: input.now, note: input.reason });
    const detail = await readMailItemDetail(tx, request.companyId, request.mailItemId);
    await notifyCompany(tx, {
      companyId: request.companyId,
      actor: input.actor,
      kind: 'MAIL_REQUEST_CANCELLED',
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
    return cancelled;
  });
