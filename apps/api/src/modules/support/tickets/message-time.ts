import type { TTicketRow } from '../ticket-view';

/**
 * When a message written now lands in the conversation: `now`, or a millisecond after the last
 * one when the clock says otherwise (two replies at once, each with its own `now`, are ordered
 * by who took the row's lock first, and the conversation is read by time).
 */
export const messageTimeOf = (row: TTicketRow, now: Date): Date =>
  now.getTime() > row.lastMessageAt.getTime() ? now : new Date(row.lastMessageAt.getTime() + 1);
