import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compliancePreferences, companies } from '../../../db/schema';
import { eq } from 'drizzle-orm';
import { createSignedInUser } from '../../../../test/auth-helpers';
import { mailsTo } from '../../../../test/subscription-helpers';
import { insertService } from '../../subscriptions/subscriptions.repository';
import {
  givenObligation,
  givenWyomingRule,
  remindersOf,
  subjectsTo,
} from '../../../../test/reminder-helpers';
import { createTestApp, type TTestApp } from '../../../../test/test-app';
import { listNotifications } from '../../notifications/notifications.service';
import { sendComplianceReminders } from './send-compliance-reminders';

/** Noon UTC of the day `days` after `day`. */
const at = (day: string, days = 0) => new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000);
const DUE = '2027-06-01';

describe('compliance reminders (moved clock)', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_DISABLED: 'true' } });
    await givenWyomingRule(t.app.db);
  });
  afterAll(() => t.close());
  const customer = () => createSignedInUser(t.app);
  const sweep = (now: Date) => sendComplianceReminders(t.app.db, { now });

  it('sends the 60, 30, 7 and 1-day reminders once each as the clock moves', async () => {
    const c = await customer();
    const o = await givenObligation(t.app.db, { companyId: c.company.id, dueDate: DUE });
    for (const before of [70, 61, 60, 59, 45, 30, 30, 29, 8, 7, 6, 2, 1, 1, 0]) {
      await sweep(at(DUE, -before));
    }
    expect(await remindersOf(t.app.db, o.id)).toEqual(
      ['days60', 'days30', 'days7', 'days1'].map((key) => ({ key, mailed: true })),
    );
    expect(await subjectsTo(t.app.db, c.user.email)).toEqual([
      'Wyoming annual report due in 60 days (Jun 1, 2027)',
      'Wyoming annual report due in 30 days (Jun 1, 2027)',
      'Wyoming annual report due in 7 days (Jun 1, 2027)',
      'Wyoming annual report due in 1 day (Jun 1, 2027)',
    ]);
    // Each comes with an in-app notification.
    const notes = await listNotifications(t.app.db, c.user.id, { page: 1, pageSize: 20 });
    expect(notes.items.filter((n) => n.title === 'Deadline coming up')).toHaveLength(4);
    expect(notes.items[0]?.body).toBe(
      'Wyoming annual report for your company is due on Jun 1, 2027.',
    );
  });

  it('an obligation that appears 5 days before sends only the 7-day one, never the 60 or 30 later', async () => {
    const c = await customer();
    const o = await givenObligation(t.app.db, { companyId: c.company.id, dueDate: DUE });
    expect(await sweep(at(DUE, -5))).toBeGreaterThanOrEqual(1);
    await sweep(at(DUE, -5));
    expect(await remindersOf(t.app.db, o.id)).toEqual([
      { key: 'days7', mailed: true },
      { key: 'days60', mailed: false },
      { key: 'days30', mailed: false },
    ]);
    expect(await subjectsTo(t.app.db, c.user.email)).toEqual([
      'Wyoming annual report due in 5 days (Jun 1, 2027)',
    ]);
  });

  it('a reminder turned off is not sent; the others still are', async () => {
    const c = await customer();
    await t.app.db
      .insert(compliancePreferences)
      .values({ companyId: c.company.id, days30: false, overdueWeekly: false });
    const o = await givenObligation(t.app.db, { companyId: c.company.id, dueDate: DUE });
    for (const before of [60, 30, 7, -1, -8]) await sweep(at(DUE, -before));
    expect(await remindersOf(t.app.db, o.id)).toEqual([
      { key: 'days60', mailed: true },
      { key: 'days30', mailed: false },
      { key: 'days7', mailed: true },
      { key: 'overdue:2027-06-01', mailed: false },
      { key: 'overdue:2027-06-08', mailed: false },
    ]);
    expect(await subjectsTo(t.app.db, c.user.email)).toHaveLength(2);
  });

  it('weekly while overdue: three weeks give three e-mails, not more when run twice', async () => {
    const c = await customer();
    const o = await givenObligation(t.app.db, { companyId: c.company.id, dueDate: DUE });
    for (const days of [0, 1, 1, 3, 7, 8, 8, 14, 15, 15, 20]) await sweep(at(DUE, days));
    const overdue = (await remindersOf(t.app.db, o.id)).filter((r) => r.key.startsWith('overdue'));
    expect(overdue.map((r) => r.key)).toEqual([
      'overdue:2027-06-01',
      'overdue:2027-06-08',
      'overdue:2027-06-15',
    ]);
    const subjects = await subjectsTo(t.app.db, c.user.email);
    expect(subjects.filter((s) => s.startsWith('Overdue:'))).toEqual(
      Array(3).fill('Overdue: Wyoming annual report was due Jun 1, 2027'),
    );
  });

  it('nothing for resolved obligations, dissolved companies, or one we are filing 30 days out', async () => {
    const c = await customer();
    const filed = await givenObligation(t.app.db, {
      companyId: c.company.id,
      dueDate: DUE,
      resolution: 'filed',
    });
    const service = await insertService(t.app.db, {
      companyId: c.company.id,
      productKey: 'annual-report-filing',
      productType: 'STATE_FILING',
      name: 'Annual report filing',
      category: 'compliance',
      status: 'IN_PROGRESS',
    });
    const filing = await givenObligation(t.app.db, {
      companyId: c.company.id,
      dueDate: '2028-06-01',
      serviceId: service.id,
    });
    await sweep(at('2028-06-01', -30));
    await sweep(at(DUE, 3));
    expect(await remindersOf(t.app.db, filed.id)).toEqual([]);
    expect(await remindersOf(t.app.db, filing.id)).toEqual([]);
    // Still told a week before, in words that say we are on it.
    await sweep(at('2028-06-01', -7));
    expect(await remindersOf(t.app.db, filing.id)).toEqual([
      { key: 'days7', mailed: true },
      { key: 'days60', mailed: false },
      { key: 'days30', mailed: false },
    ]);
    const [mail] = await mailsTo(t.app.db, c.user.email);
    expect(mail?.textBody).toContain('We are filing it for you');
    const d = await customer();
    await t.app.db
      .update(companies)
      .set({ companyStatus: 'DISSOLVED' })
      .where(eq(companies.id, d.company.id));
    await givenObligation(t.app.db, { companyId: d.company.id, dueDate: DUE });
    await sweep(at(DUE, 10));
    expect(await subjectsTo(t.app.db, d.user.email)).toEqual([]);
  });

  it('a dissolved company is still reminded of its final federal return (issue 35 item 4)', async () => {
    const d = await customer();
    await t.app.db
      .update(companies)
      .set({ companyStatus: 'DISSOLVED' })
      .where(eq(companies.id, d.company.id));
    const state = await givenObligation(t.app.db, { companyId: d.company.id, dueDate: DUE });
    const final = await givenObligation(t.app.db, {
      companyId: d.company.id,
      dueDate: DUE,
      over: {
        key: 'irs:5472',
        kind: 'federal',
        ruleKey: 'federal:irs_5472_pro_forma_1120',
        title: 'Final return: Form 5472 attached to pro forma Form 1120',
        agency: 'IRS',
        feeCents: 0,
      },
    });
    await sweep(at(DUE, -7));
    expect(await remindersOf(t.app.db, state.id)).toEqual([]);
    expect(await remindersOf(t.app.db, final.id)).toContainEqual({ key: 'days7', mailed: true });
    expect(await subjectsTo(t.app.db, d.user.email)).toHaveLength(1);
  });

  it('sweeps run at the same moment queue each reminder once', async () => {
    const c = await customer();
    const o = await givenObligation(t.app.db, { companyId: c.company.id, dueDate: '2029-06-01' });
    for (const days of [-30, -7, 2]) {
      await Promise.all([1, 2, 3].map(() => sweep(at('2029-06-01', days))));
    }
    expect((await remindersOf(t.app.db, o.id)).filter((r) => r.mailed).map((r) => r.key)).toEqual([
      'days30',
      'days7',
      'overdue:2029-06-01',
    ]);
    expect(await subjectsTo(t.app.db, c.user.email)).toHaveLength(3);
  });
});
