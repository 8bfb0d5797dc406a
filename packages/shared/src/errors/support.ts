import type { TErrorEntry } from './error-entry';

/** Support tickets (issue 24, decision 0160). */
export const SUPPORT_ERRORS = {
  /** A customer reply to a closed ticket (reopen it first, within 30 days). */
  SUPPORT_TICKET_CLOSED: {
    status: 409,
    message: 'This ticket is closed. Reopen it to write to us again.',
  },
  /** Reopening a ticket resolved or closed more than SUPPORT_REOPEN_DAYS ago. */
  SUPPORT_REOPEN_EXPIRED: {
    status: 409,
    message: 'This ticket was closed more than 30 days ago. Please open a new ticket.',
  },
  /** Reopening a ticket that is not resolved or closed. */
  SUPPORT_NOT_CLOSED: {
    status: 409,
    message: 'This ticket is still open.',
  },
  /** Rating a ticket that has not been resolved. */
  SUPPORT_NOT_RESOLVED: {
    status: 409,
    message: 'You can rate our answer once the ticket is resolved.',
  },
  /** A ticket about something (a letter, a service…) that is not the company's, or is gone. */
  SUPPORT_ABOUT_NOT_FOUND: {
    status: 404,
    message: 'We could not find what this ticket is about.',
  },
  /** An attachment id that is not a file this caller uploaded and has not sent yet. */
  SUPPORT_ATTACHMENT_NOT_FOUND: {
    status: 400,
    message: 'One of the attached files is no longer available. Please attach it again.',
  },
} as const satisfies Record<string, TErrorEntry>;
