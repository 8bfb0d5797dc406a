import type { TSupportTicket } from '@charterline/shared/schemas/support';
import type { TDbExecutor } from '../../../db/client';
import { describeTicket } from './describe-ticket';
import { findTicket } from './tickets.repository';

/** GET …/tickets/:id: the company's ticket with its conversation; another's is NOT_FOUND. */
export const readSupportTicket = async (
  db: TDbExecutor,
  input: { companyId: string; ticketId: string; now: Date },
): Promise<TSupportTicket> =>
  describeTicket(db, await findTicket(db, input.companyId, input.ticketId), input.now);
