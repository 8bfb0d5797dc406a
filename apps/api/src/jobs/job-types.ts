import type { FastifyBaseLogger } from 'fastify';
import type { TDatabase } from '../db/client';

/** The time a worker goes by: the system clock, or one a test moves. */
export type TClock = () => Date;
export const systemClock: TClock = () => new Date();

export type TJobLog = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/** What a handler is given. `now` is the worker's clock when the job was claimed. */
export type TJobContext = {
  db: TDatabase;
  now: Date;
  log: TJobLog;
  /** 1 on the first run, 2 on the first retry… */
  attempt: number;
  payload: unknown;
  job: { id: string; name: string };
};

/**
 * One kind of job. A handler may run again after a crash (its lease ran out), so it makes
 * its effects idempotent (a key, a state check) — the runtime makes sure two live workers
 * never run the same job at once.
 */
export type TJobHandler = (context: TJobContext) => Promise<unknown>;
export type TJobHandlers = Record<string, TJobHandler>;

/** A recurring job: one open occurrence at any time, the next due `everyMs` after one ends. */
export type TJobSchedule = { name: string; everyMs: number };

/** What one call of runDueJobs did. */
export type TRunCounts = { ran: number; done: number; retried: number; failed: number };
