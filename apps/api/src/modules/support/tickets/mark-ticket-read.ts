import { and, eq } from 'drizzle-orm';
import type { TDbExecutor } from '../../../db/client';
import { supportTickets } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';

/**
 * The customer has seen the ticket: what we wrote before now is no longer unread. One
 * statement, so it needs no lock; another company's ticket is NOT_FOUND.
 */
export const markTicketRead = async (
  db: TDbExecutor,
  input: { companyId: string; ticketId: string; now: Date },
): Promise<void> => {
  const [row] = await db
    .update(supportTickets)
    .set({ customerReadAt: input.now, updatedAt: input.now })
    .where(
      and(eq(supportTickets.id, input.ticketId), eq(supportTickets.companyId, input.companyId)),
    )
    .returning({ id: supportTickets.id });
  if (!row) throw new AppError('NOT_FOUND');
};
