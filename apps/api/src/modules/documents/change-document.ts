import type { TDocumentPatchBody, TVaultDocument } from '@charterline/shared/schemas/documents';
import type { TDbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findDocument, listVersionsOf, updateDocument } from './documents.repository';
import { groupOf, purgeAtOf, toVaultDocument, type TNamedCompany } from './vault-document';

const liveDocument = async (db: TDbExecutor, company: TNamedCompany, id: string) => {
  const doc = await findDocument(db, company.id, id);
  if (!doc) throw new AppError('NOT_FOUND');
  return doc;
};

const countOf = async (
  db: TDbExecutor,
  company: TNamedCompany,
  row: { id: string; versionOf: string | null },
) => (await listVersionsOf(db, company.id, groupOf(row))).length;

/** A new title, category or tags for any document of the company. */
export const patchDocument = async (
  db: TDbExecutor,
  company: TNamedCompany,
  id: string,
  body: TDocumentPatchBody,
): Promise<TVaultDocument> => {
  const doc = await liveDocument(db, company, id);
  if (doc.deletedAt) throw new AppError('NOT_FOUND');
  const tags = body.tags ? [...new Set(body.tags)] : undefined;
  const row = await updateDocument(db, doc.id, { ...body, ...(tags ? { tags } : {}) });
  return toVaultDocument(row, company, await countOf(db, company, row));
};

/** Deletes one of the customer's own uploads, recoverable for 30 days (staff and portal documents stay). */
export const deleteDocument = async (
  db: TDbExecutor,
  company: TNamedCompany,
  id: string,
  now: Date,
): Promise<TVaultDocument> => {
  const doc = await liveDocument(db, company, id);
  if (doc.deletedAt) throw new AppError('NOT_FOUND');
  if (doc.source !== 'customer') throw new AppError('DOCUMENT_NOT_DELETABLE');
  const row = await updateDocument(db, doc.id, { deletedAt: now });
  return toVaultDocument(row, company, 1);
};

/** Brings a deleted upload back while it is within its 30 days. */
export const restoreDocument = async (
  db: TDbExecutor,
  company: TNamedCompany,
  id: string,
  now: Date,
): Promise<TVaultDocument> => {
  const doc = await liveDocument(db, company, id);
  if (!doc.deletedAt || purgeAtOf(doc.deletedAt) <= now) {
    throw new AppError('DOCUMENT_NOT_RESTORABLE');
  }
  const row = await updateDocument(db, doc.id, { deletedAt: null });
  return toVaultDocument(row, company, await countOf(db, company, row));
};
