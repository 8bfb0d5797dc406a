import type { TDatabase } from '../../db/client';
import type { TChargerFor } from '../payments';
import { chargeRenewal } from './renew-subscription';
import { listPastDueIds, lockSubscription } from './subscriptions.repository';

/**
 * A new card was saved: the company's past-due renewals are charged to it at once, once per
 * card. A success renews the term; a decline changes nothing (the retry schedule goes on).
 */
export const chargePastDue = async (
  db: TDatabase,
  input: { companyId: string; paymentMethodId: string; chargerFor: TChargerFor; now: Date },
): Promise<{ renewed: number; declined: number }> => {
  const counts = { renewed: 0, declined: 0 };
  for (const id of await listPastDueIds(db, input.companyId)) {
    const outcome = await db.transaction(async (tx) => {
      const sub = await lockSubscription(tx, id, { skipLocked: false });
      if (!sub || sub.status !== 'PAST_DUE') return 'done-before';
      return chargeRenewal(tx, sub, {
        kind: `new-card-${input.paymentMethodId}`,
        scheduled: false,
        now: input.now,
        chargerFor: input.chargerFor,
      });
    });
    if (outcome === 'renewed') counts.renewed += 1;
    if (outcome === 'declined') counts.declined += 1;
  }
  return counts;
};
