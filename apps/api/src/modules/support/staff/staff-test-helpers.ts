import type { FastifyInstance } from 'fastify';
import type {
  TSupportCategory,
  TSupportPriority,
  TSupportStatus,
} from '@charterline/shared/schemas/support';
import { supportMessages, supportTickets } from '../../../db/schema';
import type { TTicketRow } from '../ticket-view';

/**
 * A ticket the customer opened, written straight to the tables (the staff's tests do not
 * depend on the customer's routes): its first message from the customer at `at`.
 */
export const givenTicket = async (
  app: FastifyInstance,
  input: {
    companyId: string;
    userId: string;
    subject?: string;
    status?: TSupportStatus;
    priority?: TSupportPriority;
    category?: TSupportCategory;
    dueAt?: Date | null;
    assignee?: string | null;
    body?: string;
    at?: Date;
  },
): Promise<TTicketRow> => {
  const at = input.at ?? new Date();
  const status = input.status ?? 'open';
  const [ticket] = await app.db
    .insert(supportTickets)
    .values({
      companyId: input.companyId,
      userId: input.userId,
      subject: input.subject ?? 'Where is my EIN?',
      category: input.category ?? 'ein',
      priority: input.priority ?? 'normal',
      status,
      openedBy: 'customer',
      assignee: input.assignee ?? null,
      dueAt: input.dueAt === undefined ? new Date(at.getTime() + 8 * 3_600_000) : input.dueAt,
      lastMessageAt: at,
      lastMessageBy: 'customer',
      customerReadAt: at,
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  if (!ticket) throw new Error('givenTicket: no ticket');
  await app.db.insert(supportMessages).values({
    ticketId: ticket.id,
    author: 'customer',
    authorUserId: input.userId,
    body: input.body ?? 'We applied three weeks ago and have heard nothing.',
    createdAt: at,
  });
  return ticket;
};
