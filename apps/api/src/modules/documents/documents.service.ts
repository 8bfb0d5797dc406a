import type { TCompanyDocument } from '@charterline/shared/schemas/company';
import type { TDbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { downloadName } from '../../lib/download-name';
import {
  findDocument,
  insertDocument,
  listDocumentsOf,
  type TDocumentListing,
} from './documents.repository';

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

export const storeDocument = async (
  tx: TDbExecutor,
  input: {
    companyId: string;
    kind: string;
    title: string;
    fileName: string;
    content: Uint8Array;
    createdBy: string;
  },
): Promise<TCompanyDocument> => {
  if (!isPdf(input.content)) throw new AppError('INVALID_DOCUMENT');
  if (input.content.length > MAX_DOCUMENT_BYTES) throw new AppError('PAYLOAD_TOO_LARGE');
  const row = await insertDocument(tx, {
    companyId: input.companyId,
    kind: input.kind,
    title: input.title,
    fileName: safeFileName(input.fileName, input.kind.toLowerCase()),
    size: input.content.length,
    content: input.content,
    createdBy: input.createdBy,
  });
  return toDocument(row, null);
};

/** The company as its documents are named: "Nube Clara LLC". */
type TNamedCompany = { companyName: string | null; companyNameType: string | null };

/** A document downloads as "<company>-<title>.pdf", not as the name it was uploaded with. */
const fileNameOf = (company: TNamedCompany | null, title: string): string =>
  downloadName([
    company?.companyName,
    company?.companyName ? company.companyNameType : null,
    title,
  ]);

const toDocument = (row: TDocumentListing, company: TNamedCompany | null): TCompanyDocument => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  // Staff see the name it was stored under; the owner, the name it downloads as.
  fileName: company ? fileNameOf(company, row.title) : row.fileName,
  size: row.size,
  createdAt: row.createdAt.toISOString(),
});

export const listDocuments = async (
  db: TDbExecutor,
  company: TNamedCompany & { id: string },
): Promise<TCompanyDocument[]> => {
  const rows = await listDocumentsOf(db, company.id);
  return rows.map((row) => toDocument(row, company));
};

/** The document's bytes, type and the name it downloads as. */
export const readDocument = async (
  db: TDbExecutor,
  company: TNamedCompany & { id: string },
  id: string,
) => {
  const row = await findDocument(db, company.id, id);
  if (!row) throw new AppError('NOT_FOUND');
  return { ...row, fileName: fileNameOf(company, row.title) };
};
