import type { TDbExecutor } from '../../../db/client';
import { isCompanyId } from '../../companies/current-company';
import { findOrderService } from '../../company-changes/company-changes.repository';
import { refreshMailFolder } from '../mail-folder';
import { mailRequestIdOf } from './mail-request-checkout';
import { lockMailRequest, updateMailRequest } from './mail-requests.repository';

/**
 * In the fulfilment's transaction, after the order's services are made: the mail request the
 * session paid for (`metadata.mailRequestId`) moves from awaiting payment to requested, with
 * the order's service of its product. Only a request still waiting for payment moves, so a
 * repeat changes nothing and one cancelled before the payment landed stays cancelled.
 */
export const linkPaidMailRequest = async (
  tx: TDbExecutor,
  input: {
    companyId: string;
    metadata: Record<string, unknown>;
    orderId: string;
    sessionId: string;
    paidAt: Date;
  },
): Promise<void> => {
  const id = mailRequestIdOf(input.metadata);
  if (!id || !isCompanyId(id)) return;
  const request = await lockMailRequest(tx, id);
  if (!request || request.companyId !== input.companyId) return;
  if (request.status !== 'awaiting_payment') return;
  const service = request.productKey
    ? await findOrderService(tx, input.orderId, request.productKey)
    : null;
  await updateMailRequest(tx, request.id, {
    status: 'requested',
    paidAt: input.paidAt,
    checkoutSessionId: input.sessionId,
    serviceId: service?.id ?? null,
  });
  await refreshMailFolder(tx, request.mailItemId);
};
