import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { companyEvents, mailItems, supportMessages, supportTickets } from '../../../db/schema';
import { runDueJobs } from '../../../jobs/run-due-jobs';
import { jobHandlers } from '../../../composition/jobs';
import { createSignedInUser } from '../../../../test/auth-helpers';
import { mailKindsTo, mailsTo } from '../../../../test/subscription-helpers';
import { createTestApp, type TTestApp } from '../../../../test/test-app';
import { givenLetter, givenMailbox, itemOf } from '../rules/mail-test-helpers';
import { runUrgentMail } from './run-urgent-mail';
import { scheduleUrgentMail } from './schedule-urgent-mail';

const HOUR_MS = 3_600_000;
const T0 = new Date('2027-03-01T09:00:00Z');
const at = (hours: number) => new Date(T0.getTime() + hours * HOUR_MS);

describe('urgent mail: e-mail at once, a reminder a day until opened, a ticket after 48 hours', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_DISABLED: 'true' } });
  });
  afterAll(() => t.close());

  /** A customer with a mailbox and an urgent letter recorded at T0 (scheduled as helper A does). */
  const givenUrgentLetter = async () => {
    const c = await createSignedInUser(t.app, { firstName: 'Grace' });
    await givenMailbox(t.app.db, c.company.id);
    const item = await givenLetter(t.app.db, {
      companyId: c.company.id,
      category: 'legal',
      sender: 'Superior Court <Wyoming>',
      receivedOn: '2027-03-01',
      urgent: true,
      createdAt: T0,
    });
    await t.app.db.transaction((tx) => scheduleUrgentMail(tx, item, { now: T0 }));
    return { ...c, item };
  };
  const runAt = (hours: number, workerId = 'urgent-test') =>
    runDueJobs(t.app.db, {
      handlers: { 'mail.urgent': jobHandlers(t.env)['mail.urgent']! },
      clock: () => at(hours),
      workerId,
    });
  const ticketsAbout = (itemId: string) =>
    t.app.db
      .select()
      .from(supportTickets)
      .where(and(eq(supportTickets.aboutKind, 'mail_item'), eq(supportTickets.aboutId, itemId)));

  it('with a moved clock: reminders once a day, the ticket once after 48 hours', async () => {
    const c = await givenUrgentLetter();
    const kinds = () => mailKindsTo(t.app.db, c.user.email);
    expect(await kinds()).toEqual(['urgent-mail']);
    const [first] = await mailsTo(t.app.db, c.user.email);
    expect(first?.subject).toBe('Urgent mail from Superior Court <Wyoming>');
    expect(first?.textBody).toContain(`/dashboard/communication?item=${c.item.id}`);
    await runAt(1);
    expect(await kinds()).toEqual(['urgent-mail']);
    await runAt(24);
    expect(await kinds()).toEqual(['urgent-mail', 'urgent-mail-reminder']);
    expect(await ticketsAbout(c.item.id)).toEqual([]);
    await runAt(25);
    await runAt(47.9);
    expect(await kinds()).toHaveLength(2);
    await runAt(48);
    expect(await kinds()).toEqual([
      'urgent-mail',
      'urgent-mail-reminder',
      'urgent-mail-reminder',
      'urgent-mail-ticket',
    ]);
    const [ticket] = await ticketsAbout(c.item.id);
    expect(ticket).toMatchObject({
      companyId: c.company.id,
      userId: c.user.id,
      category: 'mail',
      priority: 'urgent',
      status: 'waiting_on_us',
      openedBy: 'system',
    });
    const messages = await t.app.db
      .select()
      .from(supportMessages)
      .where(eq(supportMessages.ticketId, ticket!.id));
    expect(messages).toMatchObject([{ author: 'system', internal: false }]);
    expect(messages[0]?.body).toContain('has not been opened for 48 hours');
    expect(await itemOf(t.app.db, c.item.id)).toMatchObject({
      remindersSent: 2,
      escalatedTicketId: ticket!.id,
    });
    await runAt(72);
    await runAt(72.5);
    expect(await kinds()).toEqual([
      'urgent-mail',
      'urgent-mail-reminder',
      'urgent-mail-reminder',
      'urgent-mail-ticket',
      'urgent-mail-reminder',
    ]);
    expect(await ticketsAbout(c.item.id)).toHaveLength(1);
    const events = await t.app.db
      .select({ kind: companyEvents.kind })
      .from(companyEvents)
      .where(eq(companyEvents.companyId, c.company.id))
      .orderBy(asc(companyEvents.createdAt));
    expect(events.map((e) => e.kind)).toEqual(['URGENT_MAIL_RECEIVED', 'URGENT_MAIL_ESCALATED']);
  });

  it('opened at +50 hours: nothing more; archived stops it too', async () => {
    const c = await givenUrgentLetter();
    for (const hours of [1, 24, 25, 48]) await runAt(hours);
    expect(await mailKindsTo(t.app.db, c.user.email)).toHaveLength(4);
    await t.app.db
      .update(mailItems)
      .set({ openedAt: at(50) })
      .where(eq(mailItems.id, c.item.id));
    for (const hours of [72, 96, 120]) await runAt(hours);
    expect(await mailKindsTo(t.app.db, c.user.email)).toHaveLength(4);
    expect(await ticketsAbout(c.item.id)).toHaveLength(1);

    const d = await givenUrgentLetter();
    await t.app.db
      .update(mailItems)
      .set({ archivedAt: at(2) })
      .where(eq(mailItems.id, d.item.id));
    for (const hours of [24, 48, 72]) await runAt(hours);
    expect(await mailKindsTo(t.app.db, d.user.email)).toEqual(['urgent-mail']);
    expect(await ticketsAbout(d.item.id)).toEqual([]);
  });

  it('idempotent: a re-run job, a second schedule, two workers at once send nothing twice', async () => {
    const c = await givenUrgentLetter();
    // Recording again (a retried transaction) schedules nothing more and sends nothing more.
    await t.app.db.transaction((tx) => scheduleUrgentMail(tx, c.item, { now: T0 }));
    await Promise.all([runAt(24, 'w1'), runAt(24, 'w2'), runAt(24, 'w3')]);
    await Promise.all([runAt(48, 'w1'), runAt(48, 'w2')]);
    // The handler run again for reminders 1 and 2 (its lease ran out after it committed).
    for (const n of [1, 2]) {
      const outcome = await runUrgentMail({
        db: t.app.db,
        now: at(48.1),
        payload: { itemId: c.item.id, n },
      });
      expect(outcome).toBe('already-sent');
    }
    expect(await mailKindsTo(t.app.db, c.user.email)).toEqual([
      'urgent-mail',
      'urgent-mail-reminder',
      'urgent-mail-reminder',
      'urgent-mail-ticket',
    ]);
    expect(await ticketsAbout(c.item.id)).toHaveLength(1);
  });

  it('a letter that is not urgent schedules nothing', async () => {
    const c = await createSignedInUser(t.app);
    const item = await givenLetter(t.app.db, { companyId: c.company.id, receivedOn: '2027-03-01' });
    await t.app.db.transaction((tx) => scheduleUrgentMail(tx, item, { now: T0 }));
    await runAt(100);
    expect(await mailKindsTo(t.app.db, c.user.email)).toEqual([]);
  });
});
