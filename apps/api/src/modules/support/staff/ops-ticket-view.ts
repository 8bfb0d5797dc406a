import { asc, eq } from 'drizzle-orm';
import type { TOpsSupportTicket } from '@charterline/shared/schemas/support';
import type { TDbExecutor } from '../../../db/client';
import { supportMessages } from '../../../db/schema';
import { attachmentsOf } from '../attachments/support-attachments';
import { messageOf, ticketSummaryOf } from '../ticket-view';
import type { TStaffTicketRow } from './staff-tickets.repository';

/** The company as staff read it: its full name, or null before it has one. */
const companyNameOf = (row: TStaffTicketRow): string | null =>
  row.companyName ? `${row.companyName} ${row.companyNameType ?? ''}`.trim() : null;

/**
 * A ticket as staff see it. Staff see what it is about by kind and id (the label and link
 * are the customer's page's); the messages, internal notes included, only when asked.
 */
export const opsTicketOf = async (
  db: TDbExecutor,
  row: TStaffTicketRow,
  options: { messages: boolean },
): Promise<TOpsSupportTicket> => {
  const t = row.ticket;
  const about =
    t.aboutKind && t.aboutId ? { kind: t.aboutKind, id: t.aboutId, label: null, href: null } : null;
  const head = {
    ...ticketSummaryOf(t, about),
    companyId: t.companyId,
    companyName: companyNameOf(row),
    customerEmail: row.ownerEmail,
    assignee: t.assignee,
    dueAt: t.dueAt ? t.dueAt.toISOString() : null,
  };
  if (!options.messages) return { ...head, messages: [] };
  const rows = await db
    .select()
    .from(supportMessages)
    .where(eq(supportMessages.ticketId, t.id))
    .orderBy(asc(supportMessages.createdAt), asc(supportMessages.id));
  const files = await attachmentsOf(
    db,
    rows.map((m) => m.id),
  );
  return {
    ...head,
    messages: rows.map((m) => ({
      ...messageOf(m, files.get(m.id) ?? [], row.ownerFirstName),
      internal: m.internal,
    })),
  };
};
