import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { TJobState } from '@charterline/shared/schemas/jobs';

/**
 * Durable jobs (issue 18 §4, decision 0110): one row per piece of background work. Workers
 * claim due rows with FOR UPDATE SKIP LOCKED and hold a lease (`locked_until`); a lease that
 * runs out (the worker died) lets another worker take the job again.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull().default({}),
    /** Dedupe: enqueueing the same key again makes no second job, whatever its state. */
    key: text('key'),
    state: text('state').$type<TJobState>().notNull().default('pending'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    lastError: text('last_error'),
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** Set on the occurrences of a recurring schedule: the next one is due this much later. */
    everyMs: integer('every_ms'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`${t.state} = 'pending'`),
    index('jobs_lease_idx')
      .on(t.lockedUntil)
      .where(sql`${t.state} = 'running'`),
    index('jobs_name_state_idx').on(t.name, t.state),
    uniqueIndex('jobs_key_unique').on(t.key),
    // One open occurrence per schedule, however many instances ensure it.
    uniqueIndex('jobs_one_open_per_schedule')
      .on(t.name)
      .where(sql`${t.everyMs} is not null and ${t.state} in ('pending', 'running')`),
  ],
);
