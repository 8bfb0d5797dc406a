import type { TDatabase } from '../../../db/client';
import { supportMessages } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { notifyCompany } from '../../companies';
import { supportReplyMail } from '../../email';
import { claimAttachments } from '../attachments/support-attachments';
import type { TTicketRow } from '../ticket-view';
import { lockStaffTicket, updateStaffTicket } from './staff-tickets.repository';

export type TStaffReply = {
  ref: string;
  body: string;
  /** The staff member's name as the customer sees it. */
  author: string;
  /** Files staff uploaded (POST /ops/v1/support/attachments) for this company. */
  attachmentIds: readonly string[];
  status: 'waiting_on_customer' | 'resolved';
  actor: string;
  now: Date;
};

/**
 * Staff answer a ticket (`npm run ops -- tickets reply`), in one transaction with the row
 * locked: the message with its files, the ticket waiting on the customer (or resolved), no
 * answer owed any more, and the customer told — an event and an e-mail that links to the
 * answer without carrying it. A closed ticket is finished: staff reopen it first (status).
 */
export const replyAsStaff = async (db: TDatabase, input: TStaffReply): Promise<TTicketRow> =>
  db.transaction(async (tx) => {
    const ticket = await lockStaffTicket(tx, input.ref);
    if (ticket.status === 'closed') {
      throw new AppError('SUPPORT_TICKET_CLOSED', {
        message: `Ticket #${ticket.number} is closed. Set its status first to answer it.`,
      });
    }
    const [message] = await tx
      .insert(supportMessages)
      .values({
        ticketId: ticket.id,
        author: 'staff',
        authorName: input.author,
        body: input.body,
        createdAt: input.now,
      })
      .returning({ id: supportMessages.id });
    if (!message) throw new Error('replyAsStaff: no message');
    await claimAttachments(tx, {
      companyId: ticket.companyId,
      userId: null,
      ids: input.attachmentIds,
      messageId: message.id,
    });
    const resolved = input.status === 'resolved';
    const updated = await updateStaffTicket(tx, ticket.id, {
      status: input.status,
      dueAt: null,
      firstAnsweredAt: ticket.firstAnsweredAt ?? input.now,
      lastMessageAt: input.now,
      lastMessageBy: 'staff',
      lastReplyAt: input.now,
      ...(resolved ? { resolvedAt: input.now, closedAt: null } : {}),
      updatedAt: input.now,
    });
    await notifyCompany(tx, {
      companyId: ticket.companyId,
      actor: input.actor,
      kind: resolved ? 'SUPPORT_RESOLVED' : 'SUPPORT_REPLIED',
      topic: 'support',
      data: { ticketId: ticket.id, number: ticket.number, subject: ticket.subject },
      mail: (to) =>
        supportReplyMail({
          ...to,
          ticketId: ticket.id,
          number: ticket.number,
          subject: ticket.subject,
          author: input.author,
          resolved,
        }),
    });
    return updated;
  });
