import { SUPPORT_AWAITING_US, type TSupportTicket } from '@charterline/shared/schemas/support';
import type { TDatabase } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { claimAttachments } from '../attachments/support-attachments';
import { answerDueAt, type TSupportSchedule } from '../business-hours';
import { changeTicket, type TTicketCall } from './change-ticket';
import { messageTimeOf } from './message-time';
import { insertCustomerMessage } from './tickets.repository';

type TReplyInput = TTicketCall & {
  userId: string;
  body: string;
  attachmentIds: readonly string[];
  schedule: TSupportSchedule;
};

/**
 * The customer writes on their ticket (a closed one is SUPPORT_TICKET_CLOSED). It waits on us
 * again: `open` while nobody has answered yet, else `waiting_on_us` (a resolved ticket is
 * reopened so). An answer already owed keeps its due time; otherwise one is due from now.
 */
export const replyToTicket = (db: TDatabase, input: TReplyInput): Promise<TSupportTicket> =>
  changeTicket(db, input, async (tx, row) => {
    if (row.status === 'closed') throw new AppError('SUPPORT_TICKET_CLOSED');
    const at = messageTimeOf(row, input.now);
    const messageId = await insertCustomerMessage(tx, {
      ticketId: row.id,
      userId: input.userId,
      body: input.body,
      at,
    });
    await claimAttachments(tx, {
      companyId: input.companyId,
      userId: input.userId,
      ids: input.attachmentIds,
      messageId,
    });
    const owed = SUPPORT_AWAITING_US.includes(row.status) && row.dueAt !== null;
    return {
      status: row.firstAnsweredAt ? 'waiting_on_us' : 'open',
      resolvedAt: null,
      dueAt: owed ? row.dueAt : answerDueAt(input.now, input.schedule),
      lastMessageAt: at,
      lastMessageBy: 'customer',
      customerReadAt: at,
    };
  });
