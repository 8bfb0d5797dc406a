import type { TJobsOverview, TOpsJob } from '@charterline/shared/schemas/jobs';
import type { TDatabase } from '../db/client';
import {
  countJobsByNameAndState,
  findNextDueJob,
  listLatestFailedJobs,
  type TJobRow,
} from './jobs.repository';

const LATEST_FAILED = 20;

const iso = (value: Date | string): string => new Date(value).toISOString();

export const toOpsJob = (row: TJobRow): TOpsJob => ({
  id: row.id,
  name: row.name,
  state: row.state,
  key: row.key,
  attempts: row.attempts,
  maxAttempts: row.maxAttempts,
  runAt: iso(row.runAt),
  lastError: row.lastError,
  updatedAt: iso(row.updatedAt),
});

/** What staff see with `npm run ops -- jobs`: counts by name and state, failures, next due. */
export const readJobsOverview = async (db: TDatabase, now: Date): Promise<TJobsOverview> => {
  const [counts, failed, next] = await Promise.all([
    countJobsByNameAndState(db),
    listLatestFailedJobs(db, LATEST_FAILED),
    findNextDueJob(db),
  ]);
  const byName = new Map<string, TJobsOverview['names'][number]>();
  for (const c of counts) {
    const entry = byName.get(c.name) ?? {
      name: c.name,
      pending: 0,
      running: 0,
      done: 0,
      failed: 0,
      nextRunAt: null,
    };
    entry[c.state] = Number(c.count);
    if (c.state === 'pending' && c.nextRunAt) entry.nextRunAt = iso(c.nextRunAt);
    byName.set(c.name, entry);
  }
  return {
    now: now.toISOString(),
    names: [...byName.values()],
    latestFailed: failed.map(toOpsJob),
    nextDue: next ? toOpsJob(next) : null,
  };
};
