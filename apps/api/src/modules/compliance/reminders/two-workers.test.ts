import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDbHandle } from '../../../db/client';
import { runComplianceSweep } from './sweep-job';
import { createSignedInUser } from '../../../../test/auth-helpers';
import { givenObligation, givenWyomingRule, subjectsTo } from '../../../../test/reminder-helpers';
import type { TTestApp } from '../../../../test/test-app';
import { drainJobs, openTwoInstances } from '../../../../test/two-instances-helpers';
import { jobHandlers, jobSchedules } from '../../../composition/jobs';

const baseUrl = process.env.DATABASE_URL;
const DAY_MS = 86_400_000;
const DUE = '2027-06-01';
const dueAt = Date.parse(`${DUE}T00:00:00Z`);

// Issue 19: two API instances (two pools, each its workers) over one PostgreSQL send each
// compliance reminder once, as the job runtime runs the registered compliance sweep, and
// also when sweeps overlap outright (a job re-run after its lease ran out).
describe.skipIf(!baseUrl)('compliance reminders from two workers over one PostgreSQL', () => {
  let instances: Awaited<ReturnType<typeof openTwoInstances>>;
  let a: TDbHandle;
  let b: TDbHandle;
  let t: TTestApp;
  beforeAll(async () => {
    instances = await openTwoInstances(baseUrl as string, 'compliance');
    ({ a, b, t } = instances);
    await givenWyomingRule(a.db);
  });
  afterAll(() => instances.close());

  const givenCustomers = async (n: number) => {
    const emails: string[] = [];
    for (let i = 0; i < n; i += 1) {
      const c = await createSignedInUser(t.app);
      await givenObligation(a.db, { companyId: c.company.id, dueDate: DUE });
      emails.push(c.user.email);
    }
    return emails;
  };
  const EXPECTED = [
    'Wyoming annual report due in 60 days (Jun 1, 2027)',
    'Wyoming annual report due in 30 days (Jun 1, 2027)',
    'Wyoming annual report due in 7 days (Jun 1, 2027)',
    'Wyoming annual report due in 1 day (Jun 1, 2027)',
    'Overdue: Wyoming annual report was due Jun 1, 2027',
    'Overdue: Wyoming annual report was due Jun 1, 2027',
  ];
  // From 61 days before the due date to 9 days after, a few minutes around each reminder.
  const DAYS = [
    -61, -60, -59.999, -45, -30, -29.999, -7, -6.999, -1, -0.999, 0.5, 1, 1.001, 8, 8.001,
  ];

  it('the registered sweep on both instances sends each reminder once', async () => {
    const emails = await givenCustomers(6);
    const handlers = jobHandlers(t.env);
    const schedules = jobSchedules({ ...t.env, COMPLIANCE_SWEEP_MS: 60_000 }).filter(
      (s) => s.name === 'compliance.sweep',
    );
    expect(schedules).toHaveLength(1);
    const drain = (handle: TDbHandle, worker: string, now: Date) =>
      drainJobs(handle, { handlers, schedules, worker, now });
    for (const day of DAYS) {
      const now = new Date(dueAt + day * DAY_MS + 10 * 60_000);
      await Promise.all([drain(a, 'a1', now), drain(a, 'a2', now), drain(b, 'b1', now)]);
    }
    for (const email of emails) expect(await subjectsTo(a.db, email)).toEqual(EXPECTED);
  });

  it('sweeps that overlap outright still send each reminder once', async () => {
    const emails = await givenCustomers(6);
    for (const day of DAYS) {
      const now = new Date(dueAt + day * DAY_MS);
      await Promise.all([a, b, a, b].map((handle) => runComplianceSweep({ db: handle.db }, now)));
    }
    for (const email of emails) expect(await subjectsTo(a.db, email)).toEqual(EXPECTED);
  });
});
