import { and, eq } from 'drizzle-orm';
import type {
  TSupportAboutKind,
  TSupportCategory,
  TSupportPriority,
} from '@charterline/shared/schemas/support';
import type { TDbExecutor } from '../../db/client';
import { supportMessages, supportTickets } from '../../db/schema';

export type TSystemTicketInput = {
  companyId: string;
  userId: string | null;
  subject: string;
  category: TSupportCategory;
  priority: TSupportPriority;
  /** What it is about ("mail_item" and the letter's id): one system ticket per subject. */
  about: { kind: TSupportAboutKind; id: string };
  /** The first message, from the system, saying why it was opened. */
  message: string;
  now: Date;
};

/**
 * Opens a support ticket for the customer, waiting on us (issue 23: an urgent letter left
 * unopened). Once per subject: the unique index on
 * (about, opened by the system) makes a second call answer the first ticket, unchanged.
 */
export const openSystemTicket = async (
  tx: TDbExecutor,
  input: TSystemTicketInput,
): Promise<{ id: string; created: boolean }> => {
  const [made] = await tx
    .insert(supportTickets)
    .values({
      companyId: input.companyId,
      userId: input.userId,
      subject: input.subject,
      category: input.category,
      priority: input.priority,
      status: 'waiting_on_us',
      aboutKind: input.about.kind,
      aboutId: input.about.id,
      openedBy: 'system',
      // Urgent by nature: due at once; the customer has an unread message from us.
      dueAt: input.now,
      lastMessageAt: input.now,
      lastMessageBy: 'system',
      lastReplyAt: input.now,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .onConflictDoNothing()
    .returning({ id: supportTickets.id });
  if (made) {
    await tx.insert(supportMessages).values({
      ticketId: made.id,
      author: 'system',
      body: input.message,
      createdAt: input.now,
    });
    return { id: made.id, created: true };
  }
  const [existing] = await tx
    .select({ id: supportTickets.id })
    .from(supportTickets)
    .where(
      and(
        eq(supportTickets.aboutKind, input.about.kind),
        eq(supportTickets.aboutId, input.about.id),
        eq(supportTickets.openedBy, 'system'),
      ),
    );
  if (!existing) throw new Error('openSystemTicket: neither made nor found');
  return { id: existing.id, created: false };
};
