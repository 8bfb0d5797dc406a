import type { TDatabase } from '../../db/client';
import { findPaidSessionsWithoutOrder } from './checkout.repository';
import { markSessionPaid } from './mark-session-paid';

const BATCH = 50;

/**
 * Fulfils paid checkout sessions that have no order (left by a crash before marking paid
 * and fulfilling shared one transaction, or by anything else that stops between the two).
 * Fulfilment is exactly-once, so several instances may run this together. Returns how many
 * sessions were fulfilled. Runs as the `payments.reconcile` schedule of the jobs runtime
 * (jobs/registry.ts), every RECONCILE_INTERVAL_MS.
 */
export const reconcilePayments = async (db: TDatabase): Promise<number> => {
  let done = 0;
  for (;;) {
    const orphans = await findPaidSessionsWithoutOrder(db, BATCH);
    for (const { id } of orphans) {
      await markSessionPaid(db, { sessionId: id, eventId: `reconcile:${id}`, actorUserId: null });
      done += 1;
    }
    if (orphans.length < BATCH) return done;
  }
};
