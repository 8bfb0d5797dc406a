import type { TSupportPriority, TSupportStatus } from '@charterline/shared/schemas/support';
import type { TDatabase } from '../../../db/client';
import type { supportTickets } from '../../../db/schema';
import { notifyCompany } from '../../companies';
import { answerDueAt, type TSupportSchedule } from '../business-hours';
import type { TTicketRow } from '../ticket-view';
import { lockStaffTicket, updateStaffTicket } from './staff-tickets.repository';

export type TTicketChange = {
  ref: string;
  status?: TSupportStatus | undefined;
  priority?: TSupportPriority | undefined;
  /** A name, or null to unassign. */
  assignee?: string | null | undefined;
  schedule: TSupportSchedule;
  actor: string;
  now: Date;
};

type TPatch = Partial<typeof supportTickets.$inferInsert>;

/**
 * What moving to `to` changes. Owing an answer keeps a due time already running, else starts
 * one; anything else owes none. Leaving resolved/closed clears both ends so the reopen window
 * of a later resolve or close counts from then, not from an old closing.
 */
const statusPatch = (ticket: TTicketRow, to: TSupportStatus, input: TTicketChange): TPatch => {
  switch (to) {
    case 'open':
    case 'waiting_on_us':
      return {
        status: to,
        dueAt: ticket.dueAt ?? answerDueAt(input.now, input.schedule),
        resolvedAt: null,
        closedAt: null,
      };
    case 'waiting_on_customer':
      return { status: to, dueAt: null, resolvedAt: null, closedAt: null };
    case 'resolved':
      return { status: to, dueAt: null, resolvedAt: input.now, closedAt: null };
    case 'closed':
      return { status: to, dueAt: null, closedAt: input.now };
  }
};

/**
 * Staff set a ticket's status, priority or assignee (`npm run ops -- tickets
 * assign|status|priority`), in one transaction with the row locked. Setting the status it
 * already has changes nothing; resolving tells the customer (an event; the e-mail goes
 * with a reply).
 */
export const changeTicket = async (db: TDatabase, input: TTicketChange): Promise<TTicketRow> =>
  db.transaction(async (tx) => {
    const ticket = await lockStaffTicket(tx, input.ref);
    const moves = input.status !== undefined && input.status !== ticket.status;
    const patch: TPatch = {
      ...(moves && input.status ? statusPatch(ticket, input.status, input) : {}),
      ...(input.priority ? { priority: input.priority } : {}),
      ...(input.assignee !== undefined ? { assignee: input.assignee || null } : {}),
      updatedAt: input.now,
    };
    const updated = await updateStaffTicket(tx, ticket.id, patch);
    if (moves && input.status === 'resolved') {
      await notifyCompany(tx, {
        companyId: ticket.companyId,
        actor: input.actor,
        kind: 'SUPPORT_RESOLVED',
        topic: 'support',
        data: { ticketId: ticket.id, number: ticket.number, subject: ticket.subject },
      });
    }
    return updated;
  });
