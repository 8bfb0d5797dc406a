import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error';
import { findDocument, type TDocumentRow } from './documents.repository';

/**
 * One document of a company with its bytes as a stream, for a download or a share (404 when
 * it is not that company's). Issue 20 foundation: reads only `inline` documents; the vault
 * helper replaces the body with the storage interface (lib/storage) for every backend.
 */
export const openDocument = async (
  app: Pick<FastifyInstance, 'db'>,
  input: { companyId: string; documentId: string },
): Promise<{ row: TDocumentRow; stream: Readable }> => {
  const row = await findDocument(app.db, input.companyId, input.documentId);
  if (!row?.content) throw new AppError('NOT_FOUND');
  return { row, stream: Readable.from([Buffer.from(row.content)]) };
};
