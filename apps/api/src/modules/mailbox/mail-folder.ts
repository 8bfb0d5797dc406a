import type { TMailFolder, TMailRequestStatus } from '@charterline/shared/schemas/mail';
import { and, desc, eq } from 'drizzle-orm';
import type { TDbExecutor } from '../../db/client';
import { mailItems, mailRequests } from '../../db/schema';

type TFolderFacts = {
  archivedAt: Date | null;
  urgent: boolean;
  openedAt: Date | null;
  locked: boolean;
  /** The newest request's status, if any. */
  latestRequest: TMailRequestStatus | null;
};

/**
 * Where a letter is listed (decision 0154): archived when the customer put it away; action
 * required while something waits on the customer (an urgent letter not opened, a request
 * waiting for payment, a locked letter); pending while staff have a request to do; done once
 * the last request is completed; else the inbox.
 */
export const mailFolderOf = (facts: TFolderFacts): TMailFolder => {
  if (facts.archivedAt) return 'archived';
  if (facts.latestRequest === 'awaiting_payment') return 'action_required';
  if (facts.latestRequest === 'requested') return 'pending';
  if (facts.urgent && !facts.openedAt) return 'action_required';
  if (facts.locked) return 'action_required';
  if (facts.latestRequest === 'completed') return 'done';
  return 'inbox';
};

/**
 * Recomputes and stores a letter's folder; every change of a letter or of its requests calls
 * it in the same transaction. Answers the folder (null: no such letter).
 */
export const refreshMailFolder = async (
  tx: TDbExecutor,
  itemId: string,
): Promise<TMailFolder | null> => {
  const [item] = await tx.select().from(mailItems).where(eq(mailItems.id, itemId)).limit(1);
  if (!item) return null;
  const [latest] = await tx
    .select({ status: mailRequests.status })
    .from(mailRequests)
    .where(and(eq(mailRequests.mailItemId, itemId)))
    .orderBy(desc(mailRequests.createdAt), desc(mailRequests.id))
    .limit(1);
  // A cancelled request leaves the letter where it would be without one.
  const latestRequest = latest && latest.status !== 'cancelled' ? latest.status : null;
  const folder = mailFolderOf({ ...item, latestRequest });
  if (folder !== item.folder) {
    await tx.update(mailItems).set({ folder }).where(eq(mailItems.id, itemId));
  }
  return folder;
};
