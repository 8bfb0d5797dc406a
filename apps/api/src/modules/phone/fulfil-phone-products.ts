import type { TDbExecutor } from '../../db/client';
import type { TLineItem } from '../../db/schema';

/**
 * In the fulfilment's transaction, after the order's services are made: a VIRTUAL_PHONE_NUMBER
 * line gets its number assigned (a `phone.assign` job: the provider may need the network), a
 * recharge line adds its credit. Placeholder of the foundation: helper D builds it.
 */
export const fulfilPhoneProducts = async (
  tx: TDbExecutor,
  input: { companyId: string; orderId: string; lineItems: readonly TLineItem[]; paidAt: Date },
): Promise<void> => {
  void tx;
  void input;
};
