import type { FastifyBaseLogger } from 'fastify';
import type { TDatabase } from '../db/client';
import { findPaidSessionsWithoutOrder } from '../modules/payments/checkout.repository';
import { markSessionPaid } from '../modules/payments/mark-session-paid';

const BATCH = 50;

type TLog = Pick<FastifyBaseLogger, 'warn' | 'info'>;

/**
 * Fulfils paid checkout sessions that have no order (left by a crash before marking paid
 * and fulfilling shared one transaction, or by anything else that stops between the two).
 * Fulfilment is exactly-once, so several instances may run this together. Returns how many
 * sessions were fulfilled.
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

/** Reconciles at start, then every `intervalMs`, until stopped. */
export const startPaymentReconciler = (
  db: TDatabase,
  options: { intervalMs: number; log: TLog },
): { stop: () => Promise<void> } => {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const tick = (): void => {
    if (stopped) return;
    running = reconcilePayments(db)
      .then((n) => {
        if (n > 0) options.log.info({ sessions: n }, 'payments: paid sessions fulfilled');
      })
      .catch((error: unknown) =>
        options.log.warn({ err: error }, 'payments: reconciliation will retry'),
      )
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, options.intervalMs);
      });
  };
  tick();
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
};
