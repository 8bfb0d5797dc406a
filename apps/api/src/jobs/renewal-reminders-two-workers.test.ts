import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDbHandle } from '../db/client';
import { createSignedInUser } from '../../test/auth-helpers';
import { DAY_MS, givenSubscription, mailKindsTo, saveCard } from '../../test/subscription-helpers';
import type { TTestApp } from '../../test/test-app';
import { drainJobs, openTwoInstances } from '../../test/two-instances-helpers';
import { jobHandlers, jobSchedules } from '../composition/jobs';

const baseUrl = process.env.DATABASE_URL;

// Issue 18 §4: two API instances (two pools, each its worker) over one PostgreSQL send each
// renewal reminder once, as the job runtime runs the registered subscriptions sweep.
describe.skipIf(!baseUrl)('renewal reminders from two workers over one PostgreSQL', () => {
  let instances: Awaited<ReturnType<typeof openTwoInstances>>;
  let a: TDbHandle;
  let b: TDbHandle;
  let t: TTestApp;
  beforeAll(async () => {
    instances = await openTwoInstances(baseUrl as string, 'reminders');
    ({ a, b, t } = instances);
  });
  afterAll(() => instances.close());

  it('sends the 14- and 3-day reminders once each while both workers run the sweep', async () => {
    const customers = [];
    for (let i = 0; i < 5; i += 1) {
      const c = await createSignedInUser(t.app);
      expect((await saveCard(t.app, c.headers, '4242424242424242')).statusCode).toBe(200);
      const termEndsAt = new Date(Date.now() + 30 * DAY_MS);
      await givenSubscription(a.db, { companyId: c.company.id, termEndsAt });
      customers.push({ email: c.user.email, termEndsAt });
    }
    const handlers = jobHandlers(t.env);
    // A sweep every minute of job time; the clock is moved, nothing sleeps.
    const schedules = jobSchedules({ ...t.env, SUBSCRIPTIONS_SWEEP_MS: 60_000 }).filter(
      (s) => s.name === 'subscriptions.sweep',
    );
    const drain = (handle: TDbHandle, worker: string, now: Date) =>
      drainJobs(handle, { handlers, schedules, worker, now });
    const end = customers[0]!.termEndsAt.getTime();
    // From 16 days before the term end to 1 day before it, two minutes at a time around
    // each reminder, both instances running their workers at once.
    for (const daysBefore of [16, 14, 14 - 1 / 1440, 13.99, 10, 3, 3 - 2 / 1440, 2.99, 1]) {
      const now = new Date(end - daysBefore * DAY_MS + 5 * 60_000);
      await Promise.all([drain(a, 'a1', now), drain(a, 'a2', now), drain(b, 'b1', now)]);
    }
    for (const c of customers) {
      expect((await mailKindsTo(a.db, c.email)).sort()).toEqual([
        'renewal-reminder-14',
        'renewal-reminder-3',
      ]);
    }
  });
});
