import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { TCompanyDocument } from '@charterline/shared/schemas/company';
import type { TDocumentCategory, TDocumentSource } from '@charterline/shared/schemas/documents';
import type { TDbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { TFileStorage } from '../../lib/storage/types';
import { insertDocument, listVersionsOf } from './documents.repository';

const PDF_MAGIC = '%PDF-';
/** 10 MB: a scanned state certificate fits; anything larger is refused before storing. */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

/** A file name safe in a Content-Disposition header and on any file system. */
export const safeFileName = (name: string, fallback = 'document'): string => {
  const base = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\.pdf$/i, '')
    .replace(/[^\w.-]+/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, 80);
  return `${base || fallback}.pdf`;
};

export const isPdf = (bytes: Uint8Array): boolean =>
  bytes.length > PDF_MAGIC.length &&
  new TextDecoder().decode(bytes.subarray(0, PDF_MAGIC.length)) === PDF_MAGIC;

/** Where a stored object lives in the store: per company, never guessable from the name. */
export const storageKeyFor = (companyId: string): string =>
  `companies/${companyId}/${randomUUID()}`;

/**
 * A PDF staff or the portal made (articles, operating agreement, filed reports), written
 * through the storage in the caller's transaction. Without a storage (callers not yet moved)
 * the bytes stay inline in the row, as before issue 20.
 */
export const storeDocument = async (
  tx: TDbExecutor,
  input: {
    companyId: string;
    kind: string;
    title: string;
    fileName: string;
    content: Uint8Array;
    createdBy: string;
    category?: TDocumentCategory;
    source?: TDocumentSource;
    /** The first version's id: this one is the group's next version (every version kept). */
    versionOf?: string;
  },
  storage?: TFileStorage,
): Promise<TCompanyDocument> => {
  if (!isPdf(input.content)) throw new AppError('INVALID_DOCUMENT');
  if (input.content.length > MAX_DOCUMENT_BYTES) throw new AppError('PAYLOAD_TOO_LARGE');
  const versions = input.versionOf
    ? await listVersionsOf(tx, input.companyId, input.versionOf)
    : [];
  if (input.versionOf && versions.length === 0) throw new AppError('NOT_FOUND');
  const key = storage ? storageKeyFor(input.companyId) : null;
  const put =
    storage && key
      ? await storage.put({
          key,
          body: Readable.from([Buffer.from(input.content)]),
          contentType: 'application/pdf',
          maxBytes: MAX_DOCUMENT_BYTES,
          tx,
        })
      : null;
  const row = await insertDocument(tx, {
    companyId: input.companyId,
    kind: input.kind,
    title: input.title,
    fileName: safeFileName(input.fileName, input.kind.toLowerCase()),
    size: input.content.length,
    ...(storage && key && put
      ? { storage: storage.backend, storageKey: key, sha256: put.sha256 }
      : { content: input.content }),
    createdBy: input.createdBy,
    category: input.category ?? 'other',
    source: input.source ?? 'staff',
    ...(input.versionOf
      ? { versionOf: input.versionOf, version: Math.max(...versions.map((v) => v.version)) + 1 }
      : {}),
  });
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    fileName: row.fileName,
    size: row.size,
    createdAt: row.createdAt.toISOString(),
  };
};
