import type { ReactElement } from 'react';
import type {
  TSupportAttachment,
  TSupportMessage,
  TSupportTicket,
} from '@charterline/shared/schemas/support';
import { renderSupport, summaryOf, SUPPORT, TICKET_ID } from '../support-fixtures';

export const TICKET = `${SUPPORT}/tickets/${TICKET_ID}`;

export const attachmentOf = (over: Partial<TSupportAttachment> = {}): TSupportAttachment => ({
  id: '44444444-4444-4444-8444-444444444444',
  fileName: 'irs-letter.pdf',
  contentType: 'application/pdf',
  size: 240 * 1024,
  ...over,
});

export const messageOf = (over: Partial<TSupportMessage> = {}): TSupportMessage => ({
  id: '55555555-5555-4555-8555-555555555555',
  author: 'customer',
  authorName: 'Ana',
  body: 'The IRS sent a letter.\nWhat should I do?',
  createdAt: '2026-11-03T10:00:00Z',
  attachments: [],
  ...over,
});

export const ticketOf = (over: Partial<TSupportTicket> = {}): TSupportTicket => ({
  ...summaryOf({
    subject: 'Letter from the IRS',
    category: 'mail',
    answerBy: '2026-11-04T15:00:00Z',
  }),
  ratingComment: null,
  messages: [messageOf()],
  can: { reply: true, resolve: true, close: true, reopen: false, rate: false },
  ...over,
});

/** A resolved ticket as the API answers it (reopenable until 30 days after). */
export const resolvedOf = (over: Partial<TSupportTicket> = {}): TSupportTicket =>
  ticketOf({
    status: 'resolved',
    answerBy: null,
    reopenUntil: '2026-12-05T12:00:00Z',
    can: { reply: true, resolve: false, close: true, reopen: true, rate: true },
    ...over,
  });

/** A component under a memory router at the support page with the ticket open. */
export const renderTicketPage = (element: ReactElement) =>
  renderSupport(element, `?ticket=${TICKET_ID}`);
