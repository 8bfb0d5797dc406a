import type { TSupportRating, TSupportTicket } from '@charterline/shared/schemas/support';
import type { TDatabase } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { customerCan } from '../ticket-view';
import { changeTicket, type TTicketCall } from './change-ticket';

/** The customer rates our answer once it is resolved or closed; rating again replaces it. */
export const rateTicket = (
  db: TDatabase,
  call: TTicketCall & { rating: TSupportRating },
): Promise<TSupportTicket> =>
  changeTicket(db, call, async (_tx, row) => {
    if (!customerCan(row, call.now).rate) throw new AppError('SUPPORT_NOT_RESOLVED');
    return {
      rating: call.rating.score,
      ratingComment: call.rating.comment || null,
      ratedAt: call.now,
    };
  });
