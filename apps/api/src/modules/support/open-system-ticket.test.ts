import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { supportMessages, supportTickets } from '../../db/schema';
import { createSignedInUser } from '../../../test/auth-helpers';
import { createTestApp, type TTestApp } from '../../../test/test-app';
import { openSystemTicket, type TSystemTicketInput } from './open-system-ticket';

describe('openSystemTicket', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('opens one ticket per subject, waiting on us, with the system message; twice is the same', async () => {
    const c = await createSignedInUser(t.app);
    const input: TSystemTicketInput = {
      companyId: c.company.id,
      userId: c.user.id,
      subject: 'Urgent letter not opened',
      category: 'mail',
      priority: 'urgent',
      about: { kind: 'mail_item', id: 'item-1' },
      message: 'Why we opened it.',
      now: new Date('2027-03-03T09:00:00Z'),
    };
    const first = await openSystemTicket(t.app.db, input);
    const again = await Promise.all([
      openSystemTicket(t.app.db, input),
      openSystemTicket(t.app.db, { ...input, message: 'Another reason.' }),
    ]);
    expect(first.created).toBe(true);
    expect(again).toEqual([
      { id: first.id, created: false },
      { id: first.id, created: false },
    ]);
    const tickets = await t.app.db
      .select()
      .from(supportTickets)
      .where(eq(supportTickets.companyId, c.company.id));
    expect(tickets).toMatchObject([
      { status: 'waiting_on_us', priority: 'urgent', openedBy: 'system', aboutId: 'item-1' },
    ]);
    const messages = await t.app.db
      .select()
      .from(supportMessages)
      .where(eq(supportMessages.ticketId, first.id));
    expect(messages.map((m) => [m.author, m.body])).toEqual([['system', 'Why we opened it.']]);
    const other = await openSystemTicket(t.app.db, {
      ...input,
      about: { kind: 'mail_item', id: 'item-2' },
    });
    expect(other.created).toBe(true);
  });
});
