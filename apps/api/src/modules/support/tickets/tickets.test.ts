import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { supportMessages, supportTickets } from '../../../db/schema';
import { createSignedInUser } from '../../../../test/auth-helpers';
import { createTestApp, type TTestApp } from '../../../../test/test-app';
import { answerDueAt, scheduleOf } from '../business-hours';
import {
  callSupport,
  insertInternalNote,
  insertStaffReply,
  openTicket,
} from './tickets-test-helpers';

describe('the customer’s tickets (care API)', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('opens a ticket: open, answer due by the schedule, the body its first message', async () => {
    const c = await createSignedInUser(t.app, { firstName: 'Grace' });
    const before = Date.now();
    const ticket = await openTicket(t.app, c.headers, {
      subject: '  Bank account for non-US owners  ',
      category: 'billing',
      priority: 'high',
      body: 'Which bank works?',
    });
    const after = Date.now();
    expect(ticket).toMatchObject({
      subject: 'Bank account for non-US owners',
      category: 'billing',
      priority: 'high',
      status: 'open',
      about: null,
      unread: false,
      lastMessageBy: 'customer',
      reopenUntil: null,
      rating: null,
      ratingComment: null,
      can: { reply: true, resolve: true, close: true, reopen: false, rate: false },
    });
    expect(ticket.number).toBeGreaterThanOrEqual(1001);
    expect(ticket.messages).toEqual([
      expect.objectContaining({
        author: 'customer',
        authorName: 'Grace',
        body: 'Which bank works?',
        attachments: [],
      }),
    ]);
    const schedule = scheduleOf(t.app.config);
    const due = Date.parse(ticket.answerBy ?? '');
    expect(due).toBeGreaterThanOrEqual(answerDueAt(new Date(before), schedule).getTime());
    expect(due).toBeLessThanOrEqual(answerDueAt(new Date(after), schedule).getTime());
    const read = await callSupport(t.app, c.headers, 'GET', `/tickets/${ticket.id}`);
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual(ticket);
  });

  it('refuses bad bodies with the 400 envelope, never a 500', async () => {
    const c = await createSignedInUser(t.app);
    const ticket = await openTicket(t.app, c.headers);
    const bad: [string, string, unknown][] = [
      ['POST', '/tickets', {}],
      ['POST', '/tickets', { subject: 'Hi', category: 'ein', body: 'x' }],
      ['POST', '/tickets', { subject: 'Hello there', category: 'nope', body: 'x' }],
      ['POST', '/tickets', { subject: 'Hello there', category: 'ein', body: '   ' }],
      [
        'POST',
        '/tickets',
        { subject: 'Hello there', category: 'ein', body: 'x', priority: 'urgent' },
      ],
      [
        'POST',
        '/tickets',
        { subject: 'Hello there', category: 'ein', body: 'x', attachmentIds: ['nope'] },
      ],
      [
        'POST',
        '/tickets',
        { subject: 'Hello there', category: 'ein', body: 'x', about: { kind: 'x', id: '1' } },
      ],
      ['POST', `/tickets/${ticket.id}/messages`, { body: '' }],
      ['POST', `/tickets/${ticket.id}/rating`, { score: 6 }],
      ['GET', '/tickets?status=later', undefined],
      ['GET', '/tickets?pageSize=1000', undefined],
      ['GET', '/tickets/not-a-uuid', undefined],
    ];
    for (const [method, path, body] of bad) {
      const res = await callSupport(t.app, c.headers, method as 'GET' | 'POST', path, body);
      expect(res.status, `${method} ${path}`).toBe(400);
      expect(res.body).toMatchObject({ status: 'error', errors: expect.any(Array) });
    }
  });

  it('answers another customer’s ticket and company as 404 on every route', async () => {
    const a = await createSignedInUser(t.app);
    const b = await createSignedInUser(t.app);
    const theirs = await openTicket(t.app, b.headers);
    const paths: [string, string, unknown][] = [
      ['GET', `/tickets/${theirs.id}`, undefined],
      ['POST', `/tickets/${theirs.id}/messages`, { body: 'Hi' }],
      ['POST', `/tickets/${theirs.id}/read`, undefined],
      ['POST', `/tickets/${theirs.id}/resolve`, undefined],
      ['POST', `/tickets/${theirs.id}/close`, undefined],
      ['POST', `/tickets/${theirs.id}/reopen`, undefined],
      ['POST', `/tickets/${theirs.id}/rating`, { score: 5 }],
      ['GET', `/tickets?companyId=${b.company.id}`, undefined],
      ['GET', `/tickets/${theirs.id}?companyId=${b.company.id}`, undefined],
    ];
    for (const [method, path, body] of paths) {
      const res = await callSupport(t.app, a.headers, method as 'GET' | 'POST', path, body);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body.errors[0].code).toBe('NOT_FOUND');
    }
    const untouched = await callSupport(t.app, b.headers, 'GET', `/tickets/${theirs.id}`);
    expect(untouched.body.data).toMatchObject({ status: 'open', messages: [expect.anything()] });
    const unauthenticated = await t.app.inject({
      method: 'GET',
      url: `/api/client/care/v1/support/tickets`,
    });
    expect(unauthenticated.statusCode).toBe(401);
  });

  it('never shows staff’s internal notes, in the list, the detail or any answer', async () => {
    const c = await createSignedInUser(t.app);
    const ticket = await openTicket(t.app, c.headers);
    await insertInternalNote(t.app, ticket.id, 'SECRET-NOTE customer seems upset');
    await insertStaffReply(t.app, ticket.id, new Date(Date.now() + 1000));
    await insertInternalNote(t.app, ticket.id, 'SECRET-NOTE second');
    const answers = [
      await callSupport(t.app, c.headers, 'GET', '/tickets?status=all'),
      await callSupport(t.app, c.headers, 'GET', `/tickets/${ticket.id}`),
      await callSupport(t.app, c.headers, 'POST', `/tickets/${ticket.id}/messages`, {
        body: 'Thanks',
      }),
      await callSupport(t.app, c.headers, 'POST', `/tickets/${ticket.id}/resolve`),
      await callSupport(t.app, c.headers, 'POST', `/tickets/${ticket.id}/rating`, { score: 4 }),
      await callSupport(t.app, c.headers, 'POST', `/tickets/${ticket.id}/reopen`),
      await callSupport(t.app, c.headers, 'POST', `/tickets/${ticket.id}/close`),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(JSON.stringify(answer.body)).not.toContain('SECRET-NOTE');
    }
    const detail = answers[1]?.body.data;
    expect(
      detail.messages.map((m: { author: string; authorName: string }) => [m.author, m.authorName]),
    ).toEqual([
      ['customer', 'Ada'],
      ['staff', 'Maria'],
    ]);
    const stored = await t.app.db
      .select()
      .from(supportMessages)
      .where(eq(supportMessages.ticketId, ticket.id));
    expect(stored.filter((m) => m.internal)).toHaveLength(2);
  });

  it('replies: open while unanswered keeps the due time; after our answer it waits on us again', async () => {
    const c = await createSignedInUser(t.app);
    const ticket = await openTicket(t.app, c.headers);
    const more = await callSupport(t.app, c.headers, 'POST', `/tickets/${ticket.id}/messages`, {
      body: 'One more thing',
    });
    expect(more.status).toBe(200);
    expect(more.body.data).toMatchObject({ status: 'open', answerBy: ticket.answerBy });
    expect(more.body.data.messages.map((m: { body: string }) => m.body)).toEqual([
      'It has been two weeks.',
      'One more thing',
    ]);
    await insertStaffReply(t.app, ticket.id, new Date(Date.now() + 1000));
    const answered = await callSupport(t.app, c.headers, 'GET', `/tickets/${ticket.id}`);
    expect(answered.body.data).toMatchObject({
      status: 'waiting_on_customer',
      answerBy: null,
      unread: true,
    });
    const back = await callSupport(t.app, c.headers, 'POST', `/tickets/${ticket.id}/messages`, {
      body: 'Still nothing',
    });
    expect(back.body.data).toMatchObject({ status: 'waiting_on_us', lastMessageBy: 'customer' });
    expect(back.body.data.answerBy).not.toBeNull();
  });

  it('a reply on a resolved ticket reopens it; on a closed one it is SUPPORT_TICKET_CLOSED', async () => {
    const c = await createSignedInUser(t.app);
    const ticket = await openTicket(t.app, c.headers);
    await insertStaffReply(t.app, ticket.id, new Date(Date.now() + 1000), { resolve: true });
    const resolved = await callSupport(t.app, c.headers, 'GET', `/tickets/${ticket.id}`);
    expect(resolved.body.data).toMatchObject({
      status: 'resolved',
      can: { reopen: true, rate: true, resolve: false },
    });
    const reply = await callSupport(t.app, c.headers, 'POST', `/tickets/${ticket.id}/messages`, {
      body: 'Wait',
    });
    expect(reply.body.data).toMatchObject({ status: 'waiting_on_us', reopenUntil: null });
    const [row] = await t.app.db
      .select()
      .from(supportTickets)
      .where(eq(supportTickets.id, ticket.id));
    expect(row?.resolvedAt).toBeNull();
    const closed = await callSupport(t.app, c.headers, 'POST', `/tickets/${ticket.id}/close`);
    expect(closed.body.data).toMatchObject({
      status: 'closed',
      answerBy: null,
      can: { reply: false, close: false, reopen: true },
    });
    const refused = await callSupport(t.app, c.headers, 'POST', `/tickets/${ticket.id}/messages`, {
      body: 'Hello?',
    });
    expect(refused.status).toBe(409);
    expect(refused.body.errors[0].code).toBe('SUPPORT_TICKET_CLOSED');
    const resolveClosed = await callSupport(
      t.app,
      c.headers,
      'POST',
      `/tickets/${ticket.id}/resolve`,
    );
    expect(resolveClosed.body.errors[0].code).toBe('SUPPORT_TICKET_CLOSED');
  });

  it('resolves, rates (again replaces), reopens; rating before resolve and reopening a live ticket are refused', async () => {
    const c = await createSignedInUser(t.app);
    const ticket = await openTicket(t.app, c.headers);
    const early = await callSupport(t.app, c.headers, 'POST', `/tickets/${ticket.id}/rating`, {
      score: 5,
    });
    expect(early.status).toBe(409);
    expect(early.body.errors[0].code).toBe('SUPPORT_NOT_RESOLVED');
    const live = await callSupport(t.app, c.headers, 'POST', `/tickets/${ticket.id}/reopen`);
    expect(live.status).toBe(409);
    expect(live.body.errors[0].code).toBe('SUPPORT_NOT_CLOSED');
    const resolved = await callSupport(t.app, c.headers, 'POST', `/tickets/${ticket.id}/resolve`);
    expect(resolved.body.data).toMatchObject({
      status: 'resolved',
      answerBy: null,
      can: { rate: true, reopen: true },
    });
    expect(resolved.body.data.reopenUntil).not.toBeNull();
    const again = await callSupport(t.app, c.headers, 'POST', `/tickets/${ticket.id}/resolve`);
    expect(again.body.data.status).toBe('resolved');
    await callSupport(t.app, c.headers, 'POST', `/tickets/${ticket.id}/rating`, {
      score: 2,
      comment: 'Slow',
    });
    const rated = await callSupport(t.app, c.headers, 'POST', `/tickets/${ticket.id}/rating`, {
      score: 5,
    });
    expect(rated.body.data).toMatchObject({ rating: 5, ratingComment: null });
    const reopened = await callSupport(t.app, c.headers, 'POST', `/tickets/${ticket.id}/reopen`);
    // Never answered by us: it goes back to `open`; the rating stays.
    expect(reopened.body.data).toMatchObject({
      status: 'open',
      rating: 5,
      reopenUntil: null,
      can: { rate: false },
    });
    expect(reopened.body.data.answerBy).not.toBeNull();
  });

  it('unread after a staff message; reading clears it', async () => {
    const c = await createSignedInUser(t.app);
    const ticket = await openTicket(t.app, c.headers);
    const other = await openTicket(t.app, c.headers, { subject: 'Another question' });
    await insertStaffReply(t.app, ticket.id, new Date());
    const listed = await callSupport(t.app, c.headers, 'GET', '/tickets');
    expect(
      listed.body.data.items.map((i: { id: string; unread: boolean }) => [i.id, i.unread]),
    ).toEqual([
      [ticket.id, true],
      [other.id, false],
    ]);
    expect(listed.body.data.items[0].lastMessageBy).toBe('staff');
    const read = await callSupport(t.app, c.headers, 'POST', `/tickets/${ticket.id}/read`);
    expect(read).toEqual({ status: 200, body: { status: 'success', message: 'Marked as read.' } });
    const cleared = await callSupport(t.app, c.headers, 'GET', '/tickets');
    expect(cleared.body.data.items[0]).toMatchObject({ id: ticket.id, unread: false });
  });
});
