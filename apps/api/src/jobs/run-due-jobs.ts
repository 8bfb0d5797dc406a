import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { TDatabase } from '../db/client';
import { retryDelayMs } from './backoff';
import {
  insertJobUnlessPresent,
  leaseJob,
  lockNextDueJob,
  settleJob,
  type TJobRow,
} from './jobs.repository';
import type { TClock, TJobHandlers, TJobLog, TJobSchedule, TRunCounts } from './job-types';

export const DEFAULT_LEASE_MS = 5 * 60_000;
const MAX_ERROR_LENGTH = 2000;
const silent: TJobLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

export const newWorkerId = (): string => `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

export type TRunDueJobsOptions = {
  handlers: TJobHandlers;
  clock: TClock;
  workerId: string;
  /** Each schedule gets its open occurrence (due now) if it has none. */
  schedules?: TJobSchedule[];
  log?: TJobLog;
  /** How long a claimed job is this worker's before another may take it (default 5 min). */
  leaseMs?: number;
  /** At most this many jobs in one call (default 100). */
  limit?: number;
};

/** Every schedule has one open occurrence: inserted due now unless one exists. */
export const ensureSchedules = async (
  db: TDatabase,
  schedules: TJobSchedule[],
  now: Date,
): Promise<void> => {
  for (const s of schedules) {
    // every_ms is an integer column: at most about 24.8 days between two occurrences.
    if (!Number.isInteger(s.everyMs) || s.everyMs < 1 || s.everyMs > 2_147_483_647) {
      throw new RangeError(`Schedule ${s.name}: everyMs must be a whole number of ms up to 2^31-1`);
    }
    await insertJobUnlessPresent(db, { name: s.name, everyMs: s.everyMs, runAt: now });
  }
};

type TClaim = { job: TJobRow; now: Date } | { expired: TJobRow } | null;

const claimNext = async (db: TDatabase, o: TRunDueJobsOptions): Promise<TClaim> => {
  const now = o.clock();
  return db.transaction(async (tx): Promise<TClaim> => {
    const row = await lockNextDueJob(tx, Object.keys(o.handlers), now);
    if (!row) return null;
    // Its worker died on the last attempt: no attempt is left to give it.
    if (row.state === 'running' && row.attempts >= row.maxAttempts) {
      const error = 'The worker running it stopped before it finished (its lease ran out).';
      await settleJob(tx, row.id, { workerId: null, now, state: 'failed', error });
      await scheduleNext(tx, row, now);
      return { expired: row };
    }
    const until = new Date(now.getTime() + (o.leaseMs ?? DEFAULT_LEASE_MS));
    return { job: await leaseJob(tx, row.id, { workerId: o.workerId, now, until }), now };
  });
};

/** After an occurrence of a schedule ends (done or failed), the next one is due everyMs later. */
const scheduleNext = async (
  exec: Parameters<typeof insertJobUnlessPresent>[0],
  row: TJobRow,
  now: Date,
): Promise<void> => {
  if (row.everyMs === null) return;
  await insertJobUnlessPresent(exec, {
    name: row.name,
    everyMs: row.everyMs,
    runAt: new Date(now.getTime() + row.everyMs),
  });
};

const errorText = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_LENGTH) ||
  'failed without a message';

/** Runs one claimed job and records how it ended. */
const runClaimed = async (
  db: TDatabase,
  job: TJobRow,
  claimedAt: Date,
  o: TRunDueJobsOptions,
  counts: TRunCounts,
): Promise<void> => {
  const log = o.log ?? silent;
  const handler = o.handlers[job.name];
  counts.ran += 1;
  let failure: unknown = null;
  try {
    if (!handler) throw new Error(`No handler for ${job.name}`);
    await handler({
      db,
      now: claimedAt,
      log,
      attempt: job.attempts,
      payload: job.payload,
      job: { id: job.id, name: job.name },
    });
  } catch (error) {
    failure = error ?? new Error('failed');
  }
  const now = o.clock();
  const settled = await db.transaction(async (tx) => {
    if (failure === null) {
      const row = await settleJob(tx, job.id, { workerId: o.workerId, now, state: 'done' });
      if (row) await scheduleNext(tx, row, now);
      return row ? 'done' : null;
    }
    const error = errorText(failure);
    if (job.attempts >= job.maxAttempts) {
      const row = await settleJob(tx, job.id, {
        workerId: o.workerId,
        now,
        state: 'failed',
        error,
      });
      if (row) await scheduleNext(tx, row, now);
      return row ? 'failed' : null;
    }
    const retryAt = new Date(now.getTime() + retryDelayMs(job.attempts));
    const row = await settleJob(tx, job.id, {
      workerId: o.workerId,
      now,
      state: 'pending',
      error,
      retryAt,
    });
    return row ? 'retried' : null;
  });
  if (settled === null) {
    log.warn({ job: job.id, name: job.name }, 'jobs: lease lost before the job ended');
    return;
  }
  counts[settled] += 1;
  if (settled !== 'done') {
    log.warn(
      { job: job.id, name: job.name, attempt: job.attempts, err: failure },
      `jobs: ${settled}`,
    );
  }
};

/**
 * Runs what is due at `clock()`: claims one job at a time (FOR UPDATE SKIP LOCKED, so any
 * number of workers share the work and none runs a job another holds), runs its handler
 * outside the claim's transaction, then marks it done, or retries it with back-off, or
 * fails it after its last attempt. Tests call it with an injected clock instead of waiting.
 */
export const runDueJobs = async (db: TDatabase, o: TRunDueJobsOptions): Promise<TRunCounts> => {
  const counts: TRunCounts = { ran: 0, done: 0, retried: 0, failed: 0 };
  if (o.schedules?.length) await ensureSchedules(db, o.schedules, o.clock());
  const limit = o.limit ?? 100;
  for (let claimed = 0; claimed < limit; claimed += 1) {
    const claim = await claimNext(db, o);
    if (claim === null) break;
    if ('expired' in claim) {
      counts.failed += 1;
      continue;
    }
    await runClaimed(db, claim.job, claim.now, o, counts);
  }
  return counts;
};
