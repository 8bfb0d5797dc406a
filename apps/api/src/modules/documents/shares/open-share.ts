import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { UPLOAD_CONTENT_TYPES, type TPublicShare } from '@charterline/shared/schemas/documents';
import type { TDbExecutor } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { openDocument } from '../open-document';
import type { TDocumentRow } from '../documents.repository';
import { findOpenShareByHash, insertShareAccess, listShareDocuments } from './shares.repository';
import { SHARE_TOKEN, hashShareToken } from './share-token';

/** Who opened the link, as the access log keeps it. */
export type TShareVisitor = { ip: string; userAgent: string };

const previewable = (contentType: string): boolean =>
  (UPLOAD_CONTENT_TYPES as readonly string[]).includes(contentType);

/**
 * The share a token opens. Unknown, malformed, expired and revoked tokens are all the same
 * 404 as any missing page: the answer never says whether a link existed.
 */
const openShare = async (db: TDbExecutor, token: string, now: Date) => {
  if (!SHARE_TOKEN.test(token)) throw new AppError('NOT_FOUND');
  const found = await findOpenShareByHash(db, hashShareToken(token), now);
  if (!found) throw new AppError('NOT_FOUND');
  return found;
};

const logAccess = (
  db: TDbExecutor,
  shareId: string,
  documentId: string | null,
  visitor: TShareVisitor,
  now: Date,
) =>
  insertShareAccess(db, {
    shareId,
    documentId,
    ip: visitor.ip.slice(0, 100),
    userAgent: visitor.userAgent.slice(0, 500),
    at: now,
  });

/** What the recipient sees; the opening is logged. */
export const readPublicShare = async (
  db: TDbExecutor,
  input: { token: string; visitor: TShareVisitor },
  now = new Date(),
): Promise<TPublicShare> => {
  const { share, companyName, companyNameType } = await openShare(db, input.token, now);
  const documents = await listShareDocuments(db, [share.id]);
  await logAccess(db, share.id, null, input.visitor, now);
  return {
    companyName: companyName ? `${companyName} ${companyNameType ?? 'LLC'}` : 'An LLC',
    label: share.label,
    expiresAt: share.expiresAt.toISOString(),
    documents: documents.map(({ id, title, fileName, contentType, size }) => ({
      id,
      title,
      fileName,
      contentType,
      size,
      previewable: previewable(contentType),
    })),
  };
};

/** One document of the pack as a stream (a document not in it: the same 404); logged. */
export const openSharedDocument = async (
  app: Pick<FastifyInstance, 'db' | 'storage'>,
  input: { token: string; documentId: string; visitor: TShareVisitor },
  now = new Date(),
): Promise<{ row: TDocumentRow; stream: Readable; previewable: boolean }> => {
  const { share } = await openShare(app.db, input.token, now);
  const documents = await listShareDocuments(app.db, [share.id]);
  if (!documents.some((d) => d.id === input.documentId)) throw new AppError('NOT_FOUND');
  const opened = await openDocument(app, {
    companyId: share.companyId,
    documentId: input.documentId,
  });
  await logAccess(app.db, share.id, input.documentId, input.visitor, now);
  return { ...opened, previewable: previewable(opened.row.contentType) };
};
