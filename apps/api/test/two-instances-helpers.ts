import { openDatabase, type TDbHandle } from '../src/db/client';
import { seedReferenceData } from '../src/composition/seed';
import type { TJobHandlers, TJobSchedule } from '../src/jobs/job-types';
import { runDueJobs } from '../src/jobs/run-due-jobs';
import { createTestApp, type TTestApp } from './test-app';
import { createFreshPostgresDatabase } from './test-database';

/**
 * Two API instances over one fresh PostgreSQL database: two pools (`a`, `b`), each as a
 * separate process would hold it, and a test app on `a` for the HTTP helpers.
 */
export const openTwoInstances = async (baseUrl: string, prefix: string) => {
  const fresh = await createFreshPostgresDatabase(baseUrl, prefix);
  const a = openDatabase({ kind: 'postgres', url: fresh.url, poolSize: 4 });
  const b = openDatabase({ kind: 'postgres', url: fresh.url, poolSize: 4 });
  await a.migrate();
  await seedReferenceData(a.db);
  const t: TTestApp = await createTestApp({ database: a, env: { RATE_LIMIT_DISABLED: 'true' } });
  return {
    a,
    b,
    t,
    close: async () => {
      await t.close();
      await a.close();
      await b.close();
      await fresh.drop();
    },
  };
};

/** One worker runs every job due at `now` until none is left (the clock is moved, nothing sleeps). */
export const drainJobs = async (
  handle: TDbHandle,
  options: { handlers: TJobHandlers; schedules: TJobSchedule[]; worker: string; now: Date },
): Promise<void> => {
  for (;;) {
    const counts = await runDueJobs(handle.db, {
      handlers: options.handlers,
      schedules: options.schedules,
      clock: () => options.now,
      workerId: options.worker,
    });
    if (counts.ran === 0) return;
  }
};
