import type { TDbExecutor } from '../../db/client';
import type { TLineItem } from '../../db/schema';
import { enqueueJob } from '../../jobs/enqueue-job';
import type { TSellable } from '../payments';
import { lockActiveLine } from './phone-lines.repository';
import { applyRecharges, RECHARGE_KEY } from './recharge-phone-credit';

export const PHONE_NUMBER_KEY = 'virtual-phone-number';
export const ASSIGN_JOB = 'phone.assign';

export type TAssignPayload = { orderId: string; companyId: string };

/**
 * In the fulfilment's transaction, after the order's services are made: a VIRTUAL_PHONE_NUMBER
 * line enqueues `phone.assign` (the provider needs the network; key `phone.assign:<orderId>`),
 * a recharge line adds its price as credit to the active line at once, or — no number yet —
 * waits and is applied when the number is assigned (decision 0157).
 */
export const fulfilPhoneProducts = async (
  tx: TDbExecutor,
  input: { companyId: string; orderId: string; lineItems: readonly TLineItem[]; paidAt: Date },
): Promise<void> => {
  const keys = input.lineItems.filter((l) => l.kind === 'product').map((l) => l.productKey);
  if (keys.includes(PHONE_NUMBER_KEY)) {
    const payload: TAssignPayload = { orderId: input.orderId, companyId: input.companyId };
    await enqueueJob(tx, {
      name: ASSIGN_JOB,
      key: `${ASSIGN_JOB}:${input.orderId}`,
      payload,
      runAt: input.paidAt,
      maxAttempts: 20,
    });
  }
  if (!keys.includes(RECHARGE_KEY)) return;
  const line = await lockActiveLine(tx, input.companyId);
  if (line) await applyRecharges(tx, line, [{ id: input.orderId, lineItems: input.lineItems }]);
};

/** A phone number or its credit, bought through the checkout (issue 23). */
export const phoneSellable: TSellable = {
  name: 'phone',
  fulfil: (tx, paid) => fulfilPhoneProducts(tx, paid),
};
