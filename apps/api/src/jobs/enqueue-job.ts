import type { TDbExecutor } from '../db/client';
import { findJobIdByKey, insertJobUnlessPresent } from './jobs.repository';

export type TEnqueueJob = {
  name: string;
  payload?: unknown;
  /** When it may run (default: the system clock's now; code driven by an injected clock passes it). */
  runAt?: Date;
  /** Dedupe: a second job with the same key is never made, whatever the first one's state. */
  key?: string;
  /** Runs before it is marked failed (default 5). */
  maxAttempts?: number;
};

/**
 * Adds a job. `exec` may be a business transaction: the job then exists only if that
 * transaction commits (an e-mail is never promised for a change that rolled back). Returns
 * the job's id and whether this call made it (false: its key was already used).
 */
export const enqueueJob = async (
  exec: TDbExecutor,
  job: TEnqueueJob,
): Promise<{ id: string; created: boolean }> => {
  const id = await insertJobUnlessPresent(exec, {
    name: job.name,
    payload: job.payload ?? {},
    runAt: job.runAt ?? new Date(),
    key: job.key ?? null,
    ...(job.maxAttempts === undefined ? {} : { maxAttempts: job.maxAttempts }),
  });
  if (id) return { id, created: true };
  const existing = job.key ? await findJobIdByKey(exec, job.key) : null;
  if (!existing) throw new Error(`enqueueJob: ${job.name} was neither added nor found`);
  return { id: existing, created: false };
};
