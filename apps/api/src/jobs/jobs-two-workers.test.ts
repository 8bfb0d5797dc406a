import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type TDbHandle } from '../db/client';
import { jobs } from '../db/schema';
import { createFreshPostgresDatabase } from '../../test/test-database';
import { enqueueJob } from './enqueue-job';
import type { TJobHandlers } from './job-types';
import { runDueJobs } from './run-due-jobs';

const baseUrl = process.env.DATABASE_URL;
const JOBS = 300;
const NOW = new Date('2031-03-01T09:00:00Z');

// Issue 18 §4: two API instances (two pools, two workers) over one PostgreSQL run each due
// job exactly once. PGlite has one connection in one process, so this needs the server.
describe.skipIf(!baseUrl)('two workers over one PostgreSQL', () => {
  let fresh: Awaited<ReturnType<typeof createFreshPostgresDatabase>>;
  let a: TDbHandle;
  let b: TDbHandle;
  beforeAll(async () => {
    fresh = await createFreshPostgresDatabase(baseUrl as string, 'jobs');
    a = openDatabase({ kind: 'postgres', url: fresh.url, poolSize: 4 });
    b = openDatabase({ kind: 'postgres', url: fresh.url, poolSize: 4 });
    await a.migrate();
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await fresh.drop();
  });

  it('runs each of many due jobs exactly once, and keeps one occurrence of a schedule', async () => {
    for (let i = 0; i < JOBS; i += 1) {
      await enqueueJob(a.db, { name: 'test.remind', payload: { n: i }, runAt: NOW, key: `r:${i}` });
    }
    const runs = new Map<string, number>();
    const byWorker = { a: 0, b: 0 };
    const handlersOf = (worker: 'a' | 'b'): TJobHandlers => ({
      'test.remind': async ({ db, job }) => {
        // A round trip of its own, so the two workers' claims interleave.
        await db.execute(sql`select 1`);
        runs.set(job.id, (runs.get(job.id) ?? 0) + 1);
        byWorker[worker] += 1;
      },
      'test.sweep': async () => undefined,
    });
    const schedules = [{ name: 'test.sweep', everyMs: 60_000 }];
    const drain = async (handle: TDbHandle, worker: 'a' | 'b', loop: number) => {
      for (;;) {
        const counts = await runDueJobs(handle.db, {
          handlers: handlersOf(worker),
          schedules,
          clock: () => NOW,
          workerId: `${worker}${loop}`,
          limit: 10,
        });
        if (counts.ran === 0) return;
      }
    };
    // Two instances, each with two loops looking at once.
    await Promise.all([drain(a, 'a', 1), drain(a, 'a', 2), drain(b, 'b', 1), drain(b, 'b', 2)]);

    const rows = await a.db.select().from(jobs);
    const reminders = rows.filter((r) => r.name === 'test.remind');
    expect(reminders).toHaveLength(JOBS);
    expect(reminders.every((r) => r.state === 'done' && r.attempts === 1)).toBe(true);
    expect(runs.size).toBe(JOBS);
    expect([...runs.values()].every((n) => n === 1)).toBe(true);
    expect(byWorker.a).toBeGreaterThan(0);
    expect(byWorker.b).toBeGreaterThan(0);
    const sweeps = rows.filter((r) => r.name === 'test.sweep');
    expect(sweeps.filter((r) => r.state === 'done')).toHaveLength(1);
    expect(sweeps.filter((r) => r.state === 'pending')).toHaveLength(1);
  });
});
