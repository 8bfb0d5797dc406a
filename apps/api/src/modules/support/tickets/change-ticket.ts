import type { TSupportTicket } from '@charterline/shared/schemas/support';
import type { TDatabase, TTransaction } from '../../../db/client';
import type { TTicketRow } from '../ticket-view';
import { describeTicket } from './describe-ticket';
import { lockTicket, updateTicket, type TTicketPatch } from './tickets.repository';

export type TTicketCall = { companyId: string; ticketId: string; now: Date };

/**
 * Every change of a ticket by its customer: in one transaction, the row locked first (two
 * replies at once both land, one after the other), then `change` says what to set (it may
 * throw to refuse); updatedAt is always set. Answers the ticket as it is now.
 */
export const changeTicket = (
  db: TDatabase,
  call: TTicketCall,
  change: (tx: TTransaction, row: TTicketRow) => Promise<TTicketPatch | null>,
): Promise<TSupportTicket> =>
  db.transaction(async (tx) => {
    const row = await lockTicket(tx, call.companyId, call.ticketId);
    const patch = await change(tx, row);
    // null: nothing to change (resolving what is already resolved answers it as it is).
    if (!patch) return describeTicket(tx, row, call.now);
    const changed = await updateTicket(tx, row.id, { ...patch, updatedAt: call.now });
    return describeTicket(tx, changed, call.now);
  });
