import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { TSupportTicket, TSupportTicketCreate } from '@charterline/shared/schemas/support';
import { supportMessages, supportTickets } from '../../../db/schema';
import { SUPPORT_BASE } from '../support-route-options';

type THeaders = Record<string, string>;
export const TICKETS_API = `/api${SUPPORT_BASE}/tickets`;

/** A call of the care API as the customer; answers status and the parsed body. */
export const callSupport = async (
  app: FastifyInstance,
  headers: THeaders,
  method: 'GET' | 'POST',
  path: string,
  payload?: unknown,
) => {
  const res = await app.inject({
    method,
    url: `/api${SUPPORT_BASE}${path}`,
    headers,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  return { status: res.statusCode, body: res.json() };
};

/** Opens a ticket through the API; answers the ticket (fails the test on another status). */
export const openTicket = async (
  app: FastifyInstance,
  headers: THeaders,
  ticket: Partial<TSupportTicketCreate> = {},
): Promise<TSupportTicket> => {
  const res = await callSupport(app, headers, 'POST', '/tickets', {
    subject: 'Where is my EIN?',
    category: 'ein',
    body: 'It has been two weeks.',
    ...ticket,
  });
  if (res.status !== 201) throw new Error(`open ticket: ${res.status} ${JSON.stringify(res.body)}`);
  return (res.body as { data: TSupportTicket }).data;
};

/**
 * A staff answer written straight into the tables, as staff's side (helper C) does: the
 * ticket waits on the customer (or is resolved) and the answer is unread.
 */
export const insertStaffReply = async (
  app: FastifyInstance,
  ticketId: string,
  at: Date,
  options: { body?: string; resolve?: boolean } = {},
) => {
  await app.db.insert(supportMessages).values({
    ticketId,
    author: 'staff',
    authorName: 'Maria',
    body: options.body ?? 'We are on it.',
    createdAt: at,
  });
  const [row] = await app.db
    .select({ firstAnsweredAt: supportTickets.firstAnsweredAt })
    .from(supportTickets)
    .where(eq(supportTickets.id, ticketId));
  await app.db
    .update(supportTickets)
    .set({
      status: options.resolve ? 'resolved' : 'waiting_on_customer',
      resolvedAt: options.resolve ? at : null,
      dueAt: null,
      firstAnsweredAt: row?.firstAnsweredAt ?? at,
      lastMessageAt: at,
      lastMessageBy: 'staff',
      lastReplyAt: at,
      updatedAt: at,
    })
    .where(eq(supportTickets.id, ticketId));
};

/** Staff's internal note, straight into the table (never shown to the customer). */
export const insertInternalNote = (app: FastifyInstance, ticketId: string, body: string) =>
  app.db
    .insert(supportMessages)
    .values({ ticketId, author: 'staff', authorName: 'Maria', body, internal: true });
