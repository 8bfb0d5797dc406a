import type { TDatabase } from '../../db/client';
import { createOrderServices } from './create-order-services';
import { ordersWithoutServices } from './services.repository';

/**
 * Start-up step (decision 0111): orders paid before services existed get theirs, dated at
 * payment, by "system". Idempotent: only orders without any service are read, and each
 * (order, product) is made once, so instances starting together add nothing twice. An
 * order with nothing to follow (only renewals or state fees) is looked at again, harmlessly.
 */
export const backfillOrderServices = async (db: TDatabase): Promise<number> => {
  let made = 0;
  for (const order of await ordersWithoutServices(db)) {
    made += await db.transaction((tx) =>
      createOrderServices(tx, {
        companyId: order.companyId,
        orderId: order.id,
        lineItems: order.lineItems,
        paidAt: order.createdAt,
        actor: 'system',
        actorUserId: null,
      }),
    );
  }
  return made;
};
