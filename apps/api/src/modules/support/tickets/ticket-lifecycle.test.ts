import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { supportMessages } from '../../../db/schema';
import { createSignedInUser } from '../../../../test/auth-helpers';
import { createTestApp, type TTestApp } from '../../../../test/test-app';
import { multipartBody, PDF } from '../../../../test/vault-helpers';
import { answerDueAt, scheduleOf } from '../business-hours';
import { SUPPORT_BASE } from '../support-route-options';
import { closeTicket } from './close-ticket';
import { createSupportTicket } from './create-support-ticket';
import { readSupportTicket } from './read-support-ticket';
import { reopenTicket } from './reopen-ticket';
import { replyToTicket } from './reply-to-ticket';
import { resolveTicket } from './resolve-ticket';
import { insertStaffReply } from './tickets-test-helpers';

const DAY = 86_400_000;

describe('a ticket’s life, on an injected clock', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const opened = async (now: Date) => {
    const c = await createSignedInUser(t.app);
    const ticket = await createSupportTicket(t.app.db, {
      companyId: c.company.id,
      userId: c.user.id,
      ticket: { subject: 'Form 5472', category: 'compliance', body: 'Do I file it?' },
      schedule: scheduleOf(t.app.config),
      now,
    });
    return { c, ticket, call: { companyId: c.company.id, ticketId: ticket.id } };
  };

  it('reopens within 30 days of the close, not after; the answer is due from the reopening', async () => {
    const schedule = scheduleOf(t.app.config);
    const start = new Date('2027-03-01T15:00:00Z');
    const { call } = await opened(start);
    await insertStaffReply(t.app, call.ticketId, new Date(start.getTime() + 3_600_000));
    const closedAt = new Date(start.getTime() + DAY);
    const closed = await closeTicket(t.app.db, { ...call, now: closedAt });
    expect(closed.reopenUntil).toBe(new Date(closedAt.getTime() + 30 * DAY).toISOString());
    const late = new Date(closedAt.getTime() + 31 * DAY);
    await expect(reopenTicket(t.app.db, { ...call, now: late, schedule })).rejects.toMatchObject({
      code: 'SUPPORT_REOPEN_EXPIRED',
    });
    const inTime = new Date(closedAt.getTime() + 29 * DAY);
    const reopened = await reopenTicket(t.app.db, { ...call, now: inTime, schedule });
    expect(reopened).toMatchObject({
      status: 'waiting_on_us',
      answerBy: answerDueAt(inTime, schedule).toISOString(),
      reopenUntil: null,
      can: { reply: true, reopen: false },
    });
  });

  it('counts the 30 days from the resolve when only resolved', async () => {
    const schedule = scheduleOf(t.app.config);
    const start = new Date('2027-05-03T15:00:00Z');
    const { call } = await opened(start);
    await resolveTicket(t.app.db, { ...call, now: start });
    const read = await readSupportTicket(t.app.db, {
      ...call,
      now: new Date(start.getTime() + 31 * DAY),
    });
    expect(read.can).toMatchObject({ reopen: false, rate: true });
    await expect(
      reopenTicket(t.app.db, { ...call, now: new Date(start.getTime() + 30 * DAY + 1), schedule }),
    ).rejects.toMatchObject({ code: 'SUPPORT_REOPEN_EXPIRED' });
    const exactly = await reopenTicket(t.app.db, {
      ...call,
      now: new Date(start.getTime() + 30 * DAY),
      schedule,
    });
    expect(exactly.status).toBe('open');
  });

  it('keeps the 30 days from the resolve when a resolved ticket is closed later (issue 33 item 13)', async () => {
    const schedule = scheduleOf(t.app.config);
    const start = new Date('2027-07-05T15:00:00Z');
    const { call } = await opened(start);
    await resolveTicket(t.app.db, { ...call, now: start });
    const closedAt = new Date(start.getTime() + 25 * DAY);
    const closed = await closeTicket(t.app.db, { ...call, now: closedAt });
    expect(closed.reopenUntil).toBe(new Date(start.getTime() + 30 * DAY).toISOString());
    const read = await readSupportTicket(t.app.db, {
      ...call,
      now: new Date(start.getTime() + 31 * DAY),
    });
    expect(read.can).toMatchObject({ reopen: false });
    await expect(
      reopenTicket(t.app.db, { ...call, now: new Date(start.getTime() + 30 * DAY + 1), schedule }),
    ).rejects.toMatchObject({ code: 'SUPPORT_REOPEN_EXPIRED' });
  });

  it('lands two replies sent at once, both, in the order they took the ticket', async () => {
    const schedule = scheduleOf(t.app.config);
    const now = new Date('2027-06-01T12:00:00Z');
    const { c, call } = await opened(now);
    const later = new Date(now.getTime() + 60_000);
    const reply = (body: string) =>
      replyToTicket(t.app.db, {
        ...call,
        now: later,
        userId: c.user.id,
        body,
        attachmentIds: [],
        schedule,
      });
    const answers = await Promise.all([reply('first'), reply('second'), reply('third')]);
    const final = await readSupportTicket(t.app.db, { ...call, now: later });
    const bodies = final.messages.map((m) => m.body);
    expect(bodies.slice(0, 1)).toEqual(['Do I file it?']);
    expect([...bodies.slice(1)].sort()).toEqual(['first', 'second', 'third']);
    // Each answer saw the replies before it: 2, 3 and 4 messages, in some order.
    expect(answers.map((a) => a.messages.length).sort()).toEqual([2, 3, 4]);
    const times = final.messages.map((m) => Date.parse(m.createdAt));
    expect(new Set(times).size).toBe(4);
    expect([...times].sort((x, y) => x - y)).toEqual(times);
    expect(final.lastMessageAt).toBe(final.messages[3]?.createdAt);
    const stored = await t.app.db
      .select()
      .from(supportMessages)
      .where(eq(supportMessages.ticketId, call.ticketId));
    expect(stored).toHaveLength(4);
  });

  it('puts uploaded files on the first message, and a used one cannot be sent again', async () => {
    const c = await createSignedInUser(t.app);
    const base = `/api${SUPPORT_BASE}`;
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `${base}/attachments`,
      headers: c.headers,
      payload: multipartBody([{ name: 'letter.pdf', bytes: PDF() }]),
    });
    expect(uploaded.statusCode).toBe(201);
    const [file] = uploaded.json().data as { id: string; fileName: string }[];
    const create = (attachmentIds: string[]) =>
      t.app.inject({
        method: 'POST',
        url: `${base}/tickets`,
        headers: c.headers,
        payload: { subject: 'My letter', category: 'mail', body: 'See attached', attachmentIds },
      });
    const made = await create([file!.id]);
    expect(made.statusCode).toBe(201);
    expect(made.json().data.messages[0].attachments).toEqual([
      expect.objectContaining({ id: file!.id, fileName: 'letter.pdf' }),
    ]);
    const again = await create([file!.id]);
    expect(again.statusCode).toBe(400);
    expect(again.json().errors[0]).toMatchObject({
      code: 'SUPPORT_ATTACHMENT_NOT_FOUND',
      field: 'attachmentIds',
    });
  });
});
