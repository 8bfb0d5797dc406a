import type { TSupportTicket } from '@charterline/shared/schemas/support';
import type { TDatabase } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { changeTicket, type TTicketCall } from './change-ticket';

/**
 * The customer says it is settled. Already resolved: answered as it is (a second click is
 * harmless); closed: SUPPORT_TICKET_CLOSED (resolving would undo the close).
 */
export const resolveTicket = (db: TDatabase, call: TTicketCall): Promise<TSupportTicket> =>
  changeTicket(db, call, async (_tx, row) => {
    if (row.status === 'closed') throw new AppError('SUPPORT_TICKET_CLOSED');
    if (row.status === 'resolved') return null;
    return { status: 'resolved', resolvedAt: call.now, dueAt: null };
  });
