import type { Readable } from 'node:stream';
import { and, eq, isNull, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { supportAttachments, supportMessages, supportTickets } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';

export type TOpenedAttachment = {
  stream: Readable;
  fileName: string;
  contentType: string;
  size: number;
};

/**
 * A customer's attachment with its bytes: only of the caller's company, and only while it is
 * pending and the caller uploaded it, or once its message is one the customer sees (never a
 * file on staff's internal note). Anything else is the same 404.
 */
export const openSupportAttachment = async (
  app: Pick<FastifyInstance, 'db' | 'storage'>,
  input: { companyId: string; userId: string; attachmentId: string },
): Promise<TOpenedAttachment> => {
  const [row] = await app.db
    .select({
      storageKey: supportAttachments.storageKey,
      fileName: supportAttachments.fileName,
      contentType: supportAttachments.contentType,
      size: supportAttachments.size,
    })
    .from(supportAttachments)
    .leftJoin(supportMessages, eq(supportMessages.id, supportAttachments.messageId))
    .leftJoin(supportTickets, eq(supportTickets.id, supportMessages.ticketId))
    .where(
      and(
        eq(supportAttachments.id, input.attachmentId),
        eq(supportAttachments.companyId, input.companyId),
        or(
          and(
            isNull(supportAttachments.messageId),
            eq(supportAttachments.uploadedByUserId, input.userId),
          ),
          and(eq(supportMessages.internal, false), eq(supportTickets.companyId, input.companyId)),
        ),
      ),
    );
  if (!row) throw new AppError('NOT_FOUND');
  const stream = await app.storage.get(row.storageKey);
  if (!stream) throw new AppError('NOT_FOUND');
  return { stream, fileName: row.fileName, contentType: row.contentType, size: row.size };
};
