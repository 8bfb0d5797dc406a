import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TSupportAttachment } from '@charterline/shared/schemas/support';
import type { TDbExecutor } from '../../../db/client';

/**
 * Support attachments (issue 24, decision 0160): uploaded first, then sent with a message.
 * Helper B replaces these placeholders; the signatures stay (helpers A and C call them).
 */

/**
 * Reads a multipart upload (`file` parts: PDF, PNG, JPEG — the vault's types and size limit)
 * into the storage and records each file as a pending attachment of the company, uploaded by
 * `userId` (null: staff). On any failure nothing is kept.
 */
export const storeSupportUploads = async (
  _app: FastifyInstance,
  _request: FastifyRequest,
  _input: { companyId: string; userId: string | null },
): Promise<TSupportAttachment[]> => Promise.resolve([]);

/**
 * Links pending attachments to a message, in the caller's transaction: each id must be a file
 * of this company uploaded by this user (staff: `userId` null) and not sent yet, else
 * SUPPORT_ATTACHMENT_NOT_FOUND (field attachmentIds) and nothing changes.
 */
export const claimAttachments = async (
  _tx: TDbExecutor,
  _input: { companyId: string; userId: string | null; ids: readonly string[]; messageId: string },
): Promise<void> => Promise.resolve();

/** The attachments of these messages, by message id (oldest first within each). */
export const attachmentsOf = async (
  _db: TDbExecutor,
  _messageIds: readonly string[],
): Promise<Map<string, TSupportAttachment[]>> => Promise.resolve(new Map());
