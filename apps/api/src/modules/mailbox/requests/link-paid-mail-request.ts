import type { TDbExecutor } from '../../../db/client';
import { paidRecordOf, type TPaidOrder } from '../../payments';
import { refreshMailFolder } from '../mail-folder';
import { mailRequestIdOf } from './mail-request-checkout';
import { lockMailRequest, updateMailRequest } from './mail-requests.repository';

/**
 * In the fulfilment's transaction, after the order's services are made: the mail request the
 * session paid for (`metadata.mailRequestId`) moves from awaiting payment to requested, with
 * the order's service of its product. Only a request still waiting for payment moves, so a
 * repeat changes nothing and one cancelled before the payment landed stays cancelled.
 */
export const linkPaidMailRequest = async (tx: TDbExecutor, paid: TPaidOrder): Promise<void> => {
  const found = await paidRecordOf(tx, paid, { idOf: mailRequestIdOf, lock: lockMailRequest });
  if (!found) return;
  await updateMailRequest(tx, found.record.id, {
    status: 'requested',
    paidAt: paid.paidAt,
    checkoutSessionId: paid.sessionId,
    serviceId: found.serviceId,
  });
  await refreshMailFolder(tx, found.record.mailItemId);
};
