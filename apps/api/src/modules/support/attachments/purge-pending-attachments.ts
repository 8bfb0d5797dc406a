import { and, isNull, lt } from 'drizzle-orm';
import type { TDatabase } from '../../../db/client';
import { supportAttachments } from '../../../db/schema';
import type { TFileStorage } from '../../../lib/storage/types';

/** How long an uploaded file waits to be sent with a message. */
export const PENDING_ATTACHMENT_KEEP_MS = 24 * 3_600_000;

/**
 * The `support.attachments.purge` job: files uploaded but never sent within a day lose their
 * row, then their bytes. Rows first (unlike the vault's purge): a file claimed by a message
 * at that very moment keeps its row (the delete re-checks `message_id is null` after the
 * claim's lock), so no sent attachment ever points at removed bytes; a crash in between can
 * only leave unreferenced bytes behind.
 */
export const purgePendingAttachments = async (
  deps: { db: TDatabase; storage: TFileStorage },
  now: Date,
): Promise<number> => {
  const cutoff = new Date(now.getTime() - PENDING_ATTACHMENT_KEEP_MS);
  const removed = await deps.db
    .delete(supportAttachments)
    .where(and(isNull(supportAttachments.messageId), lt(supportAttachments.createdAt, cutoff)))
    .returning({ storageKey: supportAttachments.storageKey });
  for (const { storageKey } of removed) await deps.storage.remove(storageKey);
  return removed.length;
};
