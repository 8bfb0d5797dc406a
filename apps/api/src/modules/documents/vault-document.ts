import { DELETED_KEEP_DAYS, type TVaultDocument } from '@charterline/shared/schemas/documents';
import { downloadName } from '../../lib/download-name';
import type { TDocumentListing } from './documents.repository';

/** The company as its documents are named: "Nube Clara LLC". */
export type TNamedCompany = {
  id: string;
  companyName: string | null;
  companyNameType: string | null;
};

const DAY_MS = 86_400_000;

export const groupOf = (row: Pick<TDocumentListing, 'id' | 'versionOf'>): string =>
  row.versionOf ?? row.id;

export const purgeAtOf = (deletedAt: Date): Date =>
  new Date(deletedAt.getTime() + DELETED_KEEP_DAYS * DAY_MS);

/**
 * The name a document downloads as: the customer's own uploads keep the (sanitised) name
 * they were uploaded with; what staff and the portal made is "<company>-<title>.pdf".
 */
export const nameOf = (row: TDocumentListing, company: TNamedCompany | null): string =>
  row.source === 'customer' || !company
    ? row.fileName
    : downloadName([
        company.companyName,
        company.companyName ? company.companyNameType : null,
        row.title,
      ]);

export const toVaultDocument = (
  row: TDocumentListing,
  company: TNamedCompany | null,
  versionCount = 1,
): TVaultDocument => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  fileName: nameOf(row, company),
  contentType: row.contentType,
  size: row.size,
  category: row.category,
  tags: row.tags,
  source: row.source,
  versionGroup: groupOf(row),
  version: row.version,
  versionCount,
  createdAt: row.createdAt.toISOString(),
  deletedAt: row.deletedAt?.toISOString() ?? null,
  purgeAt: row.deletedAt ? purgeAtOf(row.deletedAt).toISOString() : null,
  canDelete: row.source === 'customer' && !row.deletedAt,
  previewable: ['application/pdf', 'image/png', 'image/jpeg'].includes(row.contentType),
});
