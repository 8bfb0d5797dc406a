import type { TEnv } from '../config/env';
import type { TJobHandlers, TJobSchedule } from './job-types';
import { reconcilePayments } from './reconcile-payments';

/**
 * Every kind of durable job the API runs, by name (decision 0110). An area adds one line
 * here; its handler takes `{ db, now, log, attempt, payload }` and keeps its effects
 * idempotent (a job may run again after a crash).
 */
export const jobHandlers: TJobHandlers = {
  'payments.reconcile': async ({ db, log }) => {
    const fulfilled = await reconcilePayments(db);
    if (fulfilled > 0) log.info({ sessions: fulfilled }, 'payments: paid sessions fulfilled');
    return fulfilled;
  },
};

/** The recurring jobs: one open occurrence each, however many instances run. */
export const jobSchedules = (env: Pick<TEnv, 'RECONCILE_INTERVAL_MS'>): TJobSchedule[] => [
  ...(env.RECONCILE_INTERVAL_MS > 0
    ? [{ name: 'payments.reconcile', everyMs: env.RECONCILE_INTERVAL_MS }]
    : []),
];
