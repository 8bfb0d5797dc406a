import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  SUPPORT_AWAITING_US,
  type TOpsSupportTicket,
  type TSupportStatus,
} from '@charterline/shared/schemas/support';
import type { TDbExecutor } from '../../../db/client';
import { supportTickets } from '../../../db/schema';
import { opsTicketOf } from './ops-ticket-view';
import { sameText, selectStaffTickets } from './staff-tickets.repository';

export type TStaffTicketFilter = {
  /** `awaiting`: what we owe an answer to (open, waiting_on_us); `all`: every ticket. */
  status: TSupportStatus | 'awaiting' | 'all';
  company?: string | undefined;
  assignee?: string | undefined;
  limit: number;
};

/**
 * Staff's queue (`npm run ops -- tickets`). What we owe comes soonest due first (then by
 * number), which the partial due index serves; any other view newest activity first.
 */
export const listStaffTickets = async (
  db: TDbExecutor,
  filter: TStaffTicketFilter,
): Promise<TOpsSupportTicket[]> => {
  const where: SQL[] = [];
  if (filter.status === 'awaiting') {
    where.push(inArray(supportTickets.status, [...SUPPORT_AWAITING_US]));
  } else if (filter.status !== 'all') {
    where.push(eq(supportTickets.status, filter.status));
  }
  if (filter.company) where.push(eq(supportTickets.companyId, filter.company));
  if (filter.assignee) where.push(sameText(supportTickets.assignee, filter.assignee));
  const order =
    filter.status === 'awaiting'
      ? [sql`${supportTickets.dueAt} asc nulls last`, asc(supportTickets.number)]
      : [desc(supportTickets.lastMessageAt), desc(supportTickets.number)];
  const rows = await selectStaffTickets(db)
    .where(and(...where))
    .orderBy(...order)
    .limit(filter.limit);
  return Promise.all(rows.map((row) => opsTicketOf(db, row, { messages: false })));
};
