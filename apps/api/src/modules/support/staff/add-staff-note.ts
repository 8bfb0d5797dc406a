import type { TDatabase } from '../../../db/client';
import { supportMessages } from '../../../db/schema';
import type { TTicketRow } from '../ticket-view';
import { lockStaffTicket, updateStaffTicket } from './staff-tickets.repository';

/**
 * Staff write an internal note (`npm run ops -- tickets note`): a message only staff ever
 * read. It changes nothing the customer could notice — status, due time, last message and
 * unread stay — only updatedAt.
 */
export const addStaffNote = async (
  db: TDatabase,
  input: { ref: string; body: string; author: string; now: Date },
): Promise<TTicketRow> =>
  db.transaction(async (tx) => {
    const ticket = await lockStaffTicket(tx, input.ref);
    await tx.insert(supportMessages).values({
      ticketId: ticket.id,
      author: 'staff',
      authorName: input.author,
      body: input.body,
      internal: true,
      createdAt: input.now,
    });
    return updateStaffTicket(tx, ticket.id, { updatedAt: input.now });
  });
