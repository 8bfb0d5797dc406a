import type { TDbExecutor } from '../../../db/client';

/**
 * In the fulfilment's transaction, after the order's services are made: the mail request the
 * session paid for (`metadata.mailRequestId`) moves from awaiting payment to requested.
 * Placeholder of the foundation: helper B builds it.
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
  void tx;
  void input;
};
