import type { TSupportTicket } from '@charterline/shared/schemas/support';
import type { TDbExecutor } from '../../../db/client';
import { attachmentsOf } from '../attachments/support-attachments';
import { customerCan, messageOf, ticketSummaryOf, type TTicketRow } from '../ticket-view';
import { aboutKeyOf, describeAbout } from './describe-about';
import { selectVisibleMessages } from './tickets.repository';

/** One ticket as the customer sees it: the summary, the conversation (no notes) and `can`. */
export const describeTicket = async (
  db: TDbExecutor,
  row: TTicketRow,
  now: Date,
): Promise<TSupportTicket> => {
  const ref = row.aboutKind && row.aboutId ? { kind: row.aboutKind, id: row.aboutId } : null;
  const [messages, abouts] = await Promise.all([
    selectVisibleMessages(db, row.id),
    ref ? describeAbout(db, row.companyId, [ref]) : Promise.resolve(null),
  ]);
  const files = await attachmentsOf(
    db,
    messages.map((m) => m.message.id),
  );
  return {
    ...ticketSummaryOf(row, ref ? (abouts?.get(aboutKeyOf(ref)) ?? null) : null),
    ratingComment: row.ratingComment,
    messages: messages.map((m) => messageOf(m.message, files.get(m.message.id) ?? [], m.firstName)),
    can: customerCan(row, now),
  };
};
