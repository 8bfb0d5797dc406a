import type { TDatabase } from '../db/client';
import { newWorkerId, runDueJobs } from './run-due-jobs';
import {
  systemClock,
  type TClock,
  type TJobHandlers,
  type TJobLog,
  type TJobSchedule,
} from './job-types';

export type TJobWorkerOptions = {
  handlers: TJobHandlers;
  schedules?: TJobSchedule[];
  clock?: TClock;
  /** Pause between two looks for due jobs when the last look found fewer than a batch. */
  pollMs: number;
  log: TJobLog;
  workerId?: string;
  leaseMs?: number;
};

const BATCH = 50;

/**
 * Runs due jobs until stopped: a look, then `pollMs` of rest (none while a look fills a
 * whole batch). One timer at a time; `stop()` clears it and waits for the job in hand, so an
 * app or a test that stops its worker leaves nothing behind.
 */
export const startJobWorker = (
  db: TDatabase,
  options: TJobWorkerOptions,
): { workerId: string; stop: () => Promise<void> } => {
  const workerId = options.workerId ?? newWorkerId();
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const tick = (): void => {
    if (stopped) return;
    running = runDueJobs(db, {
      handlers: options.handlers,
      schedules: options.schedules,
      clock: options.clock ?? systemClock,
      workerId,
      log: options.log,
      leaseMs: options.leaseMs,
      limit: BATCH,
    })
      .then((c) => c.done + c.retried + c.failed >= BATCH)
      .catch((error: unknown) => {
        options.log.warn({ err: error }, 'jobs: will look again');
        return false;
      })
      .then((more) => {
        if (!stopped) timer = setTimeout(tick, more ? 0 : options.pollMs);
      });
  };
  timer = setTimeout(tick, 0);
  return {
    workerId,
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
};
