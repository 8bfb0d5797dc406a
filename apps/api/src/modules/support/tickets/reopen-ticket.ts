import type { TSupportTicket } from '@charterline/shared/schemas/support';
import type { TDatabase } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { answerDueAt, type TSupportSchedule } from '../business-hours';
import { reopenUntilOf } from '../ticket-view';
import { changeTicket, type TTicketCall } from './change-ticket';

/**
 * A resolved or closed ticket goes back to us (SUPPORT_NOT_CLOSED while it is still going,
 * SUPPORT_REOPEN_EXPIRED after reopenUntil), with an answer due from now. A rating given stays
 * until the next one replaces it.
 */
export const reopenTicket = (
  db: TDatabase,
  call: TTicketCall & { schedule: TSupportSchedule },
): Promise<TSupportTicket> =>
  changeTicket(db, call, async (_tx, row) => {
    const until = reopenUntilOf(row);
    if (!until) throw new AppError('SUPPORT_NOT_CLOSED');
    if (call.now.getTime() > until.getTime()) throw new AppError('SUPPORT_REOPEN_EXPIRED');
    return {
      status: row.firstAnsweredAt ? 'waiting_on_us' : 'open',
      resolvedAt: null,
      closedAt: null,
      dueAt: answerDueAt(call.now, call.schedule),
    };
  });
