import { eq } from 'drizzle-orm';
import type { TDbExecutor } from '../../db/client';
import { orders, type TLineItem } from '../../db/schema';
import { addCredit, creditReferenceUsed, type TPhoneLineRow } from './phone-lines.repository';

export const RECHARGE_KEY = 'virtual-phone-recharge';

type TOrder = { id: string; lineItems: readonly TLineItem[] };

/**
 * Each VIRTUAL_PHONE_NUMBER_RECHARGE line of the orders adds its price as credit to the line,
 * once ever (reference `order:<orderId>:<index>`, on whichever line took it first).
 * Returns the cents added.
 */
export const applyRecharges = async (
  tx: TDbExecutor,
  line: TPhoneLineRow,
  of: readonly TOrder[],
): Promise<number> => {
  let added = 0;
  for (const order of of) {
    for (const [index, item] of order.lineItems.entries()) {
      if (item.productKey !== RECHARGE_KEY || item.kind !== 'product') continue;
      const reference = `order:${order.id}:${index}`;
      if (await creditReferenceUsed(tx, reference)) continue;
      if (
        await addCredit(tx, { lineId: line.id, amount: item.amount, reason: 'recharge', reference })
      ) {
        added += item.amount;
      }
    }
  }
  return added;
};

/** Recharges bought before the company had a number: applied when it is assigned. */
export const applyPendingRecharges = async (
  tx: TDbExecutor,
  line: TPhoneLineRow,
): Promise<number> =>
  applyRecharges(
    tx,
    line,
    await tx
      .select({ id: orders.id, lineItems: orders.lineItems })
      .from(orders)
      .where(eq(orders.companyId, line.companyId)),
  );
