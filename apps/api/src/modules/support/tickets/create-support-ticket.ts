import {
  ZSupportTicketCreate,
  type TSupportTicket,
  type TSupportTicketCreate,
} from '@charterline/shared/schemas/support';
import type { TDatabase } from '../../../db/client';
import { supportTickets } from '../../../db/schema';
import { claimAttachments } from '../attachments/support-attachments';
import { answerDueAt, type TSupportSchedule } from '../business-hours';
import { describeTicket } from './describe-ticket';
import { previewAbout } from './preview-about';
import { insertCustomerMessage } from './tickets.repository';

type TCreateInput = {
  companyId: string;
  userId: string;
  ticket: TSupportTicketCreate;
  schedule: TSupportSchedule;
  now: Date;
};

/**
 * The customer opens a ticket: `open`, an answer due from now, its body the first message
 * (with the attachments uploaded for it). What it is about must be the company's
 * (SUPPORT_ABOUT_NOT_FOUND otherwise), checked before anything is written.
 */
export const createSupportTicket = async (
  db: TDatabase,
  input: TCreateInput,
): Promise<TSupportTicket> => {
  const ticket = ZSupportTicketCreate.parse(input.ticket);
  if (ticket.about) await previewAbout(db, input.companyId, ticket.about);
  const { now } = input;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(supportTickets)
      .values({
        companyId: input.companyId,
        userId: input.userId,
        subject: ticket.subject,
        category: ticket.category,
        priority: ticket.priority,
        status: 'open',
        aboutKind: ticket.about?.kind ?? null,
        aboutId: ticket.about?.id ?? null,
        openedBy: 'customer',
        dueAt: answerDueAt(now, input.schedule),
        lastMessageAt: now,
        lastMessageBy: 'customer',
        customerReadAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error('createSupportTicket: no row');
    const messageId = await insertCustomerMessage(tx, {
      ticketId: row.id,
      userId: input.userId,
      body: ticket.body,
      at: now,
    });
    await claimAttachments(tx, {
      companyId: input.companyId,
      userId: input.userId,
      ids: ticket.attachmentIds,
      messageId,
    });
    return describeTicket(tx, row, now);
  });
};
