import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyEvents, outbox, supportMessages, supportTickets } from '../../../db/schema';
import { createSignedInUser } from '../../../../test/auth-helpers';
import { createTestApp, testDatabaseKind, type TTestApp } from '../../../../test/test-app';
import { ticketSummaryOf } from '../ticket-view';
import { givenTicket } from './staff-test-helpers';

const BASE = '/api/ops/v1/support';
const HOUR = 3_600_000;

// Staff's side of support through the ops routes (decision 0163), ADMIN only.
describe(`ops support routes (${testDatabaseKind()})`, () => {
  let t: TTestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await createSignedInUser(t.app, { role: 'ADMIN' })).headers;
  });
  afterAll(() => t.close());

  const rowOf = async (id: string) => {
    const [row] = await t.app.db.select().from(supportTickets).where(eq(supportTickets.id, id));
    if (!row) throw new Error('no ticket');
    return row;
  };
  const customer = () => createSignedInUser(t.app, { firstName: 'Ada' });

  it('is for staff only: a customer is refused, even for their own ticket', async () => {
    const c = await customer();
    const ticket = await givenTicket(t.app, { companyId: c.company.id, userId: c.user.id });
    const asCustomer = await t.app.inject({
      url: `${BASE}/tickets/${ticket.id}`,
      headers: c.headers,
    });
    expect(asCustomer.statusCode).toBe(403);
    const note = await t.app.inject({
      method: 'POST',
      url: `${BASE}/tickets/${ticket.id}/notes`,
      headers: c.headers,
      payload: { body: 'sneaky', author: 'Eve' },
    });
    expect(note.statusCode).toBe(403);
    expect((await t.app.inject({ url: `${BASE}/tickets` })).statusCode).toBe(401);
  });

  it('lists what we owe soonest due first (then by number), other statuses newest first', async () => {
    const c = await customer();
    const now = Date.now();
    const mine = { companyId: c.company.id, userId: c.user.id };
    const later = await givenTicket(t.app, {
      ...mine,
      subject: 'later',
      dueAt: new Date(now + 5 * HOUR),
    });
    const sooner = await givenTicket(t.app, {
      ...mine,
      subject: 'sooner',
      status: 'waiting_on_us',
      dueAt: new Date(now + HOUR),
      assignee: 'Maria',
    });
    const undated = await givenTicket(t.app, { ...mine, subject: 'undated', dueAt: null });
    const answered = await givenTicket(t.app, {
      ...mine,
      subject: 'answered',
      status: 'waiting_on_customer',
      dueAt: null,
    });
    const list = await t.app.inject({
      url: `${BASE}/tickets?company=${c.company.id}`,
      headers: admin,
    });
    expect(list.statusCode, list.body).toBe(200);
    const items = list.json().data as { id: string; dueAt: string | null; messages: unknown[] }[];
    expect(items.map((i) => i.id)).toEqual([sooner.id, later.id, undated.id]);
    expect(items[0]).toMatchObject({
      number: sooner.number,
      customerEmail: c.user.email,
      assignee: 'Maria',
      dueAt: sooner.dueAt?.toISOString(),
      answerBy: sooner.dueAt?.toISOString(),
      messages: [],
    });

    const all = await t.app.inject({
      url: `${BASE}/tickets?company=${c.company.id}&status=all`,
      headers: admin,
    });
    expect((all.json().data as { id: string }[]).map((i) => i.id)).toEqual([
      answered.id,
      undated.id,
      sooner.id,
      later.id,
    ]);
    const waiting = await t.app.inject({
      url: `${BASE}/tickets?company=${c.company.id}&status=waiting_on_customer`,
      headers: admin,
    });
    expect((waiting.json().data as { id: string }[]).map((i) => i.id)).toEqual([answered.id]);
    const maria = await t.app.inject({
      url: `${BASE}/tickets?company=${c.company.id}&assignee=maria`,
      headers: admin,
    });
    expect((maria.json().data as { id: string }[]).map((i) => i.id)).toEqual([sooner.id]);
    const one = await t.app.inject({
      url: `${BASE}/tickets?company=${c.company.id}&limit=1`,
      headers: admin,
    });
    expect(one.json().data).toHaveLength(1);
  });

  it('shows a ticket by id, number or #number; an unknown one is a clear 404', async () => {
    const c = await customer();
    const ticket = await givenTicket(t.app, { companyId: c.company.id, userId: c.user.id });
    for (const ref of [ticket.id, String(ticket.number), `%23${ticket.number}`]) {
      const res = await t.app.inject({ url: `${BASE}/tickets/${ref}`, headers: admin });
      expect(res.statusCode, ref).toBe(200);
      expect(res.json().data).toMatchObject({ id: ticket.id, companyId: c.company.id });
      expect(res.json().data.messages).toEqual([
        expect.objectContaining({ author: 'customer', authorName: 'Ada', internal: false }),
      ]);
    }
    for (const [ref, named] of [
      ['99999999', '#99999999'],
      ['%2399999999', '#99999999'],
      ['nonsense', 'nonsense'],
    ] as const) {
      const res = await t.app.inject({ url: `${BASE}/tickets/${ref}`, headers: admin });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(`There is no ticket ${named}.`);
    }
  });

  it('replies: waiting on the customer, answered, unread, and e-mailed with a link but not the text', async () => {
    const c = await customer();
    const ticket = await givenTicket(t.app, {
      companyId: c.company.id,
      userId: c.user.id,
      subject: 'EIN for a non-US owner',
    });
    const res = await t.app.inject({
      method: 'POST',
      url: `${BASE}/tickets/${ticket.number}/replies`,
      headers: admin,
      payload: { author: 'Maria', body: 'The IRS takes about 4 weeks. Secret detail 8812.' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'waiting_on_customer',
      dueAt: null,
      unread: true,
    });
    const row = await rowOf(ticket.id);
    expect(row.firstAnsweredAt).not.toBeNull();
    expect(row.lastMessageBy).toBe('staff');
    expect(row.lastReplyAt?.getTime()).toBe(row.lastMessageAt.getTime());
    expect(ticketSummaryOf(row, null).unread).toBe(true);

    const mails = await t.app.db.select().from(outbox).where(eq(outbox.recipient, c.user.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(
      `We answered your ticket #${ticket.number}: EIN for a non-US owner`,
    );
    expect(mails[0]!.textBody).toContain(`/dashboard/support?ticket=${ticket.id}`);
    expect(mails[0]!.textBody).toContain('Maria');
    expect(mails[0]!.textBody).not.toContain('8812');
    expect(mails[0]!.htmlBody).not.toContain('8812');
    const events = await t.app.db
      .select()
      .from(companyEvents)
      .where(
        and(eq(companyEvents.companyId, c.company.id), eq(companyEvents.kind, 'SUPPORT_REPLIED')),
      );
    expect(events.map((e) => e.data)).toEqual([
      { ticketId: ticket.id, number: ticket.number, subject: 'EIN for a non-US owner' },
    ]);

    // A second answer, resolving it: first answer time kept.
    const again = await t.app.inject({
      method: 'POST',
      url: `${BASE}/tickets/${ticket.id}/replies`,
      headers: admin,
      payload: { author: 'Maria', body: 'Done.', status: 'resolved' },
    });
    expect(again.json().data.status).toBe('resolved');
    const resolved = await rowOf(ticket.id);
    expect(resolved.firstAnsweredAt?.getTime()).toBe(row.firstAnsweredAt?.getTime());
    expect(resolved.resolvedAt).not.toBeNull();
    expect(ticketSummaryOf(resolved, null).reopenUntil).not.toBeNull();
    const kinds = await t.app.db
      .select({ kind: companyEvents.kind })
      .from(companyEvents)
      .where(eq(companyEvents.companyId, c.company.id));
    expect(kinds.map((k) => k.kind)).toContain('SUPPORT_RESOLVED');
  });

  it('lands two replies at once, both, in order; a closed ticket refuses a reply', async () => {
    const c = await customer();
    const ticket = await givenTicket(t.app, { companyId: c.company.id, userId: c.user.id });
    const reply = (body: string) =>
      t.app.inject({
        method: 'POST',
        url: `${BASE}/tickets/${ticket.id}/replies`,
        headers: admin,
        payload: { author: 'Maria', body },
      });
    const both = await Promise.all([reply('first'), reply('second')]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    const messages = await t.app.db
      .select()
      .from(supportMessages)
      .where(eq(supportMessages.ticketId, ticket.id));
    expect(messages.filter((m) => m.author === 'staff')).toHaveLength(2);

    await t.app.inject({
      method: 'PATCH',
      url: `${BASE}/tickets/${ticket.id}`,
      headers: admin,
      payload: { status: 'closed' },
    });
    const refused = await reply('after closing');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain(`Ticket #${ticket.number} is closed`);
  });

  it('keeps internal notes to staff: nothing the customer sees changes', async () => {
    const c = await customer();
    const ticket = await givenTicket(t.app, { companyId: c.company.id, userId: c.user.id });
    const before = await rowOf(ticket.id);
    const res = await t.app.inject({
      method: 'POST',
      url: `${BASE}/tickets/${ticket.id}/notes`,
      headers: admin,
      payload: { author: 'Maria', body: 'Customer is a VIP, check the IRS fax log.' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.messages.at(-1)).toMatchObject({
      author: 'staff',
      authorName: 'Maria',
      internal: true,
      body: 'Customer is a VIP, check the IRS fax log.',
    });
    const after = await rowOf(ticket.id);
    const { updatedAt: _a, ...was } = before;
    const { updatedAt: _b, ...is } = after;
    expect(is).toEqual(was);
    expect(ticketSummaryOf(after, null)).toEqual(ticketSummaryOf(before, null));
    const mails = await t.app.db.select().from(outbox).where(eq(outbox.recipient, c.user.email));
    expect(mails).toEqual([]);
  });

  it('sets status (with the due time and the ends), priority and assignee', async () => {
    const c = await customer();
    const ticket = await givenTicket(t.app, {
      companyId: c.company.id,
      userId: c.user.id,
      status: 'waiting_on_customer',
      dueAt: null,
    });
    const patch = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'PATCH',
        url: `${BASE}/tickets/${ticket.id}`,
        headers: admin,
        payload,
      });

    const owed = await patch({ status: 'waiting_on_us', priority: 'urgent', assignee: 'Maria' });
    expect(owed.statusCode, owed.body).toBe(200);
    expect(owed.json().data).toMatchObject({
      status: 'waiting_on_us',
      priority: 'urgent',
      assignee: 'Maria',
    });
    const due = (await rowOf(ticket.id)).dueAt;
    expect(due?.getTime()).toBeGreaterThan(Date.now());
    // Already owed: the due time keeps running.
    await patch({ status: 'open' });
    expect((await rowOf(ticket.id)).dueAt?.getTime()).toBe(due?.getTime());

    await patch({ status: 'resolved' });
    const resolved = await rowOf(ticket.id);
    expect(resolved).toMatchObject({ status: 'resolved', dueAt: null });
    expect(resolved.resolvedAt).not.toBeNull();
    await patch({ status: 'closed', assignee: null });
    const closed = await rowOf(ticket.id);
    expect(closed).toMatchObject({ status: 'closed', assignee: null });
    expect(closed.closedAt).not.toBeNull();
    await patch({ status: 'waiting_on_us' });
    const reopened = await rowOf(ticket.id);
    expect(reopened).toMatchObject({ status: 'waiting_on_us', resolvedAt: null, closedAt: null });
    expect(reopened.dueAt).not.toBeNull();

    expect((await patch({})).statusCode).toBe(400);
    expect((await patch({ status: 'pending' })).statusCode).toBe(400);
  });

  it('refuses an upload for a company that does not exist', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${BASE}/attachments?company=00000000-0000-4000-8000-00000000abcd`,
      headers: { ...admin, 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x--\r\n',
    });
    expect(res.statusCode).toBe(404);
  });
});
