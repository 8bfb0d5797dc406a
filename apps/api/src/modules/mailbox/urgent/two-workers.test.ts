import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDbHandle } from '../../../db/client';
import { scheduleUrgentMail } from './schedule-urgent-mail';
import { givenLetter, givenMailbox } from '../rules/mail-test-helpers';
import { createSignedInUser } from '../../../../test/auth-helpers';
import { mailsTo } from '../../../../test/subscription-helpers';
import type { TTestApp } from '../../../../test/test-app';
import { drainJobs, openTwoInstances } from '../../../../test/two-instances-helpers';
import { jobHandlers } from '../../../composition/jobs';

const baseUrl = process.env.DATABASE_URL;
const HOUR_MS = 3_600_000;
const T0 = new Date('2027-03-01T09:00:00Z');

// Issue 23: two API instances (two pools, three workers) run the urgent-mail jobs of the same
// letters: each reminder and the ticket e-mail go once.
describe.skipIf(!baseUrl)('urgent mail from two workers over one PostgreSQL', () => {
  let instances: Awaited<ReturnType<typeof openTwoInstances>>;
  let a: TDbHandle;
  let b: TDbHandle;
  let t: TTestApp;
  beforeAll(async () => {
    instances = await openTwoInstances(baseUrl as string, 'urgentmail');
    ({ a, b, t } = instances);
  });
  afterAll(() => instances.close());

  it('sends each reminder and the ticket e-mail once', async () => {
    const emails: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      const c = await createSignedInUser(t.app);
      await givenMailbox(a.db, c.company.id);
      const item = await givenLetter(a.db, {
        companyId: c.company.id,
        category: 'legal',
        receivedOn: '2027-03-01',
        urgent: true,
        createdAt: T0,
      });
      await a.db.transaction((tx) => scheduleUrgentMail(tx, item, { now: T0 }));
      emails.push(c.user.email);
    }
    const all = jobHandlers(t.env);
    const handlers = { 'mail.urgent': all['mail.urgent']! };
    for (const hours of [1, 24, 24.01, 25, 48, 48.01, 72]) {
      const now = new Date(T0.getTime() + hours * HOUR_MS);
      const drain = (handle: TDbHandle, worker: string) =>
        drainJobs(handle, { handlers, schedules: [], worker, now });
      await Promise.all([drain(a, 'a1'), drain(a, 'a2'), drain(b, 'b1')]);
    }
    // The second reminder and the ticket e-mail are queued in one transaction, so on
    // PostgreSQL they share created_at (now() is the transaction's start): ties go by kind.
    const kindsTo = async (email: string) =>
      (await mailsTo(a.db, email))
        .sort(
          (x, y) => x.createdAt.getTime() - y.createdAt.getTime() || x.kind.localeCompare(y.kind),
        )
        .map((m) => m.kind);
    for (const email of emails) {
      expect(await kindsTo(email)).toEqual([
        'urgent-mail',
        'urgent-mail-reminder',
        'urgent-mail-reminder',
        'urgent-mail-ticket',
        'urgent-mail-reminder',
      ]);
    }
  });
});
