import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  SUPPORT_ATTACHMENTS_MAX,
  type TSupportAttachment,
} from '@charterline/shared/schemas/support';
import type { TDbExecutor } from '../../../db/client';
import { supportAttachments } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { receiveUploads } from '../../documents';

/**
 * Support attachments (issue 24, decision 0162): uploaded first, kept pending (no message)
 * for a day, then sent with a message. The bytes live in the file storage, like the vault's.
 */

type TAttachmentRow = typeof supportAttachments.$inferSelect;

const attachmentOf = (row: TAttachmentRow): TSupportAttachment => ({
  id: row.id,
  fileName: row.fileName,
  contentType: row.contentType,
  size: row.size,
});

/**
 * Reads a multipart upload (`file` parts: PDF, PNG, JPEG — the vault's types and size limit)
 * into the storage and records each file as a pending attachment of the company, uploaded by
 * `userId` (null: staff). On any failure nothing is kept.
 */
export const storeSupportUploads = async (
  app: FastifyInstance,
  request: FastifyRequest,
  input: { companyId: string; userId: string | null },
): Promise<TSupportAttachment[]> => {
  const { files } = await receiveUploads(app, request, {
    companyId: input.companyId,
    maxFiles: SUPPORT_ATTACHMENTS_MAX,
  });
  try {
    // One upload shares one clock reading; a millisecond apart keeps the files in their order.
    const base = Date.now();
    const rows = await app.db
      .insert(supportAttachments)
      .values(
        files.map((file, index) => ({
          companyId: input.companyId,
          uploadedByUserId: input.userId,
          storageKey: file.key,
          fileName: file.fileName,
          contentType: file.contentType,
          size: file.size,
          createdAt: new Date(base + index),
        })),
      )
      .returning();
    return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()).map(attachmentOf);
  } catch (error) {
    await Promise.all(files.map((f) => app.storage.remove(f.key)));
    throw error;
  }
};

/**
 * Links pending attachments to a message, in the caller's transaction: each id must be a file
 * of this company uploaded by this user (staff: `userId` null) and not sent yet, else
 * SUPPORT_ATTACHMENT_NOT_FOUND (field attachmentIds) and nothing changes.
 */
export const claimAttachments = async (
  tx: TDbExecutor,
  input: { companyId: string; userId: string | null; ids: readonly string[]; messageId: string },
): Promise<void> => {
  const ids = [...new Set(input.ids)];
  if (ids.length === 0) return;
  const claimable = and(
    inArray(supportAttachments.id, ids),
    eq(supportAttachments.companyId, input.companyId),
    isNull(supportAttachments.messageId),
    input.userId === null
      ? isNull(supportAttachments.uploadedByUserId)
      : eq(supportAttachments.uploadedByUserId, input.userId),
  );
  // Checked (and locked) before anything changes, so a refused claim leaves every row as it was.
  const found = await tx
    .select({ id: supportAttachments.id })
    .from(supportAttachments)
    .where(claimable)
    .for('update');
  if (found.length !== ids.length) {
    throw new AppError('SUPPORT_ATTACHMENT_NOT_FOUND', { field: 'attachmentIds' });
  }
  await tx
    .update(supportAttachments)
    .set({ messageId: input.messageId })
    .where(inArray(supportAttachments.id, ids));
};

/** The attachments of these messages, by message id (oldest first within each). */
export const attachmentsOf = async (
  db: TDbExecutor,
  messageIds: readonly string[],
): Promise<Map<string, TSupportAttachment[]>> => {
  const byMessage = new Map<string, TSupportAttachment[]>();
  if (messageIds.length === 0) return byMessage;
  const rows = await db
    .select()
    .from(supportAttachments)
    .where(inArray(supportAttachments.messageId, [...new Set(messageIds)]))
    .orderBy(asc(supportAttachments.createdAt), asc(supportAttachments.id));
  for (const row of rows) {
    if (!row.messageId) continue;
    const list = byMessage.get(row.messageId) ?? [];
    list.push(attachmentOf(row));
    byMessage.set(row.messageId, list);
  }
  return byMessage;
};
