import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error';
import { findDocument, type TDocumentRow } from './documents.repository';

/**
 * One document of a company with its bytes as a stream, for a download or a share (404 when
 * it is not that company's, or its bytes are gone). Every backend: `inline` (bytes in the
 * row, before issue 20), `db` (file_chunks, chunk by chunk) and `s3`.
 */
export const openDocument = async (
  app: Pick<FastifyInstance, 'db' | 'storage'>,
  input: { companyId: string; documentId: string },
): Promise<{ row: TDocumentRow; stream: Readable }> => {
  const row = await findDocument(app.db, input.companyId, input.documentId);
  if (!row) throw new AppError('NOT_FOUND');
  if (row.storage === 'inline') {
    if (!row.content) throw new AppError('NOT_FOUND');
    return { row, stream: Readable.from([Buffer.from(row.content)]) };
  }
  // A row written to another backend than the one configured now cannot be read here.
  if (row.storage !== app.storage.backend || !row.storageKey) throw new AppError('NOT_FOUND');
  const stream = await app.storage.get(row.storageKey);
  if (!stream) throw new AppError('NOT_FOUND');
  return { row, stream };
};
