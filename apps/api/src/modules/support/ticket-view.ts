import {
  SUPPORT_AWAITING_US,
  SUPPORT_REOPEN_DAYS,
  type TSupportAbout,
  type TSupportAttachment,
  type TSupportMessage,
  type TSupportTicket,
  type TSupportTicketSummary,
} from '@charterline/shared/schemas/support';
import type { supportMessages, supportTickets } from '../../db/schema';

export type TTicketRow = typeof supportTickets.$inferSelect;
export type TMessageRow = typeof supportMessages.$inferSelect;

const DAY_MS = 86_400_000;

/**
 * Until when a resolved or closed ticket can be reopened (null while it is going). The window
 * runs from the resolution; closing a resolved ticket later does not restart it (issue 33 item
 * 13). A ticket closed without being resolved counts from the close.
 */
export const reopenUntilOf = (row: TTicketRow): Date | null => {
  if (row.status !== 'resolved' && row.status !== 'closed') return null;
  const ended = row.resolvedAt ?? row.closedAt ?? row.updatedAt;
  return new Date(ended.getTime() + SUPPORT_REOPEN_DAYS * DAY_MS);
};

/** What the customer may do with the ticket now (the page shows only these). */
export const customerCan = (row: TTicketRow, now: Date): TSupportTicket['can'] => {
  const ended = row.status === 'resolved' || row.status === 'closed';
  const until = reopenUntilOf(row);
  return {
    reply: row.status !== 'closed',
    resolve: !ended,
    close: row.status !== 'closed',
    reopen: ended && until !== null && now.getTime() <= until.getTime(),
    rate: ended,
  };
};

/** A ticket as the list shows it; `about` is described by the caller (it reads other tables). */
export const ticketSummaryOf = (
  row: TTicketRow,
  about: TSupportAbout | null,
): TSupportTicketSummary => {
  const awaiting = SUPPORT_AWAITING_US.includes(row.status);
  const until = reopenUntilOf(row);
  return {
    id: row.id,
    number: row.number,
    subject: row.subject,
    category: row.category,
    priority: row.priority,
    status: row.status,
    about,
    createdAt: row.createdAt.toISOString(),
    lastMessageAt: row.lastMessageAt.toISOString(),
    lastMessageBy: row.lastMessageBy,
    unread:
      row.lastReplyAt !== null &&
      (row.customerReadAt === null || row.lastReplyAt.getTime() > row.customerReadAt.getTime()),
    answerBy: awaiting && row.dueAt ? row.dueAt.toISOString() : null,
    reopenUntil: until ? until.toISOString() : null,
    rating: row.rating,
  };
};

/** The name a message is signed with: staff's first name, the customer's, or ours. */
export const authorNameOf = (row: TMessageRow, customerFirstName: string | null): string => {
  if (row.author === 'staff') return row.authorName ?? 'Charterline support';
  if (row.author === 'system') return 'Charterline';
  return customerFirstName ?? 'You';
};

/** One message as the customer sees it. Callers never pass internal notes. */
export const messageOf = (
  row: TMessageRow,
  attachments: TSupportAttachment[],
  customerFirstName: string | null,
): TSupportMessage => ({
  id: row.id,
  author: row.author,
  authorName: authorNameOf(row, customerFirstName),
  body: row.body,
  createdAt: row.createdAt.toISOString(),
  attachments,
});
