import { and, asc, eq } from 'drizzle-orm';
import type { TDbExecutor } from '../../../db/client';
import { supportMessages, supportTickets, users } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import type { TMessageRow, TTicketRow } from '../ticket-view';

/** The company's ticket, locked until the transaction ends; another company's is NOT_FOUND. */
export const lockTicket = async (
  tx: TDbExecutor,
  companyId: string,
  ticketId: string,
): Promise<TTicketRow> => {
  const [row] = await tx
    .select()
    .from(supportTickets)
    .where(and(eq(supportTickets.id, ticketId), eq(supportTickets.companyId, companyId)))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND');
  return row;
};

export const findTicket = async (
  db: TDbExecutor,
  companyId: string,
  ticketId: string,
): Promise<TTicketRow> => {
  const [row] = await db
    .select()
    .from(supportTickets)
    .where(and(eq(supportTickets.id, ticketId), eq(supportTickets.companyId, companyId)));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
};

export type TVisibleMessage = { message: TMessageRow; firstName: string | null };

/**
 * The messages the customer may see, oldest first, each with its author's first name. Staff's
 * internal notes are excluded here, in SQL, so no later step can leak one by forgetting a filter.
 */
export const selectVisibleMessages = (
  db: TDbExecutor,
  ticketId: string,
): Promise<TVisibleMessage[]> =>
  db
    .select({ message: supportMessages, firstName: users.firstName })
    .from(supportMessages)
    .leftJoin(users, eq(users.id, supportMessages.authorUserId))
    .where(and(eq(supportMessages.ticketId, ticketId), eq(supportMessages.internal, false)))
    .orderBy(asc(supportMessages.createdAt), asc(supportMessages.id));

/** A customer's message on the ticket; answers its id (attachments are claimed onto it). */
export const insertCustomerMessage = async (
  tx: TDbExecutor,
  input: { ticketId: string; userId: string; body: string; at: Date },
): Promise<string> => {
  const [row] = await tx
    .insert(supportMessages)
    .values({
      ticketId: input.ticketId,
      author: 'customer',
      authorUserId: input.userId,
      body: input.body,
      internal: false,
      createdAt: input.at,
    })
    .returning({ id: supportMessages.id });
  if (!row) throw new Error('insertCustomerMessage: no row');
  return row.id;
};

export type TTicketPatch = Partial<Omit<typeof supportTickets.$inferInsert, 'id' | 'companyId'>>;

/** Sets the patch; answers the row as it is now. */
export const updateTicket = async (
  tx: TDbExecutor,
  ticketId: string,
  patch: TTicketPatch,
): Promise<TTicketRow> => {
  const [row] = await tx
    .update(supportTickets)
    .set(patch)
    .where(eq(supportTickets.id, ticketId))
    .returning();
  if (!row) throw new AppError('NOT_FOUND');
  return row;
};
