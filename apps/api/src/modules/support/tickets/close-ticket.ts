import type { TSupportTicket } from '@charterline/shared/schemas/support';
import type { TDatabase } from '../../../db/client';
import { changeTicket, type TTicketCall } from './change-ticket';

/** The customer closes the ticket (from any status); closing a closed one answers it as it is. */
export const closeTicket = (db: TDatabase, call: TTicketCall): Promise<TSupportTicket> =>
  changeTicket(db, call, async (_tx, row) => {
    if (row.status === 'closed') return null;
    return { status: 'closed', closedAt: call.now, dueAt: null };
  });
