import { and, asc, desc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { TJobState } from '@charterline/shared/schemas/jobs';
import type { TDatabase, TDbExecutor } from '../db/client';
import { jobs } from '../db/schema';

export type TJobRow = typeof jobs.$inferSelect;

/** Inserts a job unless one with its key (or an open occurrence of its schedule) exists. */
export const insertJobUnlessPresent = async (
  exec: TDbExecutor,
  values: typeof jobs.$inferInsert,
): Promise<string | null> => {
  const [row] = await exec
    .insert(jobs)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: jobs.id });
  return row?.id ?? null;
};

export const findJobIdByKey = async (exec: TDbExecutor, key: string): Promise<string | null> => {
  const [row] = await exec.select({ id: jobs.id }).from(jobs).where(eq(jobs.key, key));
  return row?.id ?? null;
};

export const findJob = async (exec: TDbExecutor, id: string): Promise<TJobRow | null> => {
  const [row] = await exec.select().from(jobs).where(eq(jobs.id, id));
  return row ?? null;
};

/**
 * Locks the next job this worker can run: pending and due, or running with a lease that ran
 * out (its worker died). SKIP LOCKED: a row another worker is claiming is passed over.
 */
export const lockNextDueJob = async (
  tx: TDbExecutor,
  names: string[],
  now: Date,
): Promise<TJobRow | null> => {
  const [row] = await tx
    .select()
    .from(jobs)
    .where(
      and(
        inArray(jobs.name, names),
        or(
          and(eq(jobs.state, 'pending'), lte(jobs.runAt, now)),
          and(eq(jobs.state, 'running'), lte(jobs.lockedUntil, now)),
        ),
      ),
    )
    .orderBy(asc(jobs.runAt), asc(jobs.id))
    .limit(1)
    .for('update', { skipLocked: true });
  return row ?? null;
};

export const leaseJob = async (
  tx: TDbExecutor,
  id: string,
  lease: { workerId: string; now: Date; until: Date },
): Promise<TJobRow> => {
  const [row] = await tx
    .update(jobs)
    .set({
      state: 'running',
      attempts: sql`${jobs.attempts} + 1`,
      lockedBy: lease.workerId,
      lockedUntil: lease.until,
      updatedAt: lease.now,
    })
    .where(eq(jobs.id, id))
    .returning();
  return row as TJobRow;
};

/**
 * Ends the run of a job this worker holds: done, failed, or back to pending at `retryAt`.
 * False when the worker no longer holds it (its lease ran out and another worker took it).
 */
export const settleJob = async (
  exec: TDbExecutor,
  id: string,
  outcome: {
    workerId: string | null;
    now: Date;
    state: Exclude<TJobState, 'running'>;
    error?: string;
    retryAt?: Date;
  },
): Promise<TJobRow | null> => {
  const [row] = await exec
    .update(jobs)
    .set({
      state: outcome.state,
      lockedBy: null,
      lockedUntil: null,
      updatedAt: outcome.now,
      ...(outcome.error === undefined ? {} : { lastError: outcome.error }),
      ...(outcome.retryAt ? { runAt: outcome.retryAt } : {}),
      ...(outcome.state === 'pending' ? {} : { finishedAt: outcome.now }),
    })
    .where(
      and(
        eq(jobs.id, id),
        eq(jobs.state, 'running'),
        outcome.workerId === null ? undefined : eq(jobs.lockedBy, outcome.workerId),
      ),
    )
    .returning();
  return row ?? null;
};

export const countJobsByNameAndState = (db: TDatabase) =>
  db
    .select({
      name: jobs.name,
      state: jobs.state,
      count: sql<number>`count(*)::int`,
      nextRunAt: sql<string | null>`min(${jobs.runAt})`,
    })
    .from(jobs)
    .groupBy(jobs.name, jobs.state)
    .orderBy(jobs.name);

export const listLatestFailedJobs = (db: TDatabase, limit: number) =>
  db
    .select()
    .from(jobs)
    .where(eq(jobs.state, 'failed'))
    .orderBy(desc(jobs.updatedAt), desc(jobs.id))
    .limit(limit);

export const findNextDueJob = async (db: TDatabase): Promise<TJobRow | null> => {
  const [row] = await db
    .select()
    .from(jobs)
    .where(eq(jobs.state, 'pending'))
    .orderBy(asc(jobs.runAt), asc(jobs.id))
    .limit(1);
  return row ?? null;
};

/**
 * A failed job back to pending, due `now`, with its attempts counted from zero again. A
 * failed occurrence of a schedule runs once more on its own (the schedule has already
 * moved on to its next occurrence).
 */
export const requeueFailedJob = async (
  db: TDatabase,
  id: string,
  now: Date,
): Promise<TJobRow | null> => {
  const [row] = await db
    .update(jobs)
    .set({
      state: 'pending',
      attempts: 0,
      runAt: now,
      updatedAt: now,
      finishedAt: null,
      everyMs: null,
    })
    .where(and(eq(jobs.id, id), eq(jobs.state, 'failed')))
    .returning();
  return row ?? null;
};
