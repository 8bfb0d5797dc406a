import type { TDocumentsQuery, TVaultDocument } from '@charterline/shared/schemas/documents';
import { matchesSearch } from '@charterline/shared/rules/search-text';
import type { TDbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import {
  findDocument,
  listDocumentsOf,
  listVersionsOf,
  type TDocumentListing,
} from './documents.repository';
import { groupOf, nameOf, toVaultDocument, type TNamedCompany } from './vault-document';

/** The title, file name or a tag contains `q`, accents and case ignored. */
const matches = (row: TDocumentListing, company: TNamedCompany, q: string): boolean =>
  [row.title, nameOf(row, company), ...row.tags].some((text) => matchesSearch(text, q));

const SORTS: Record<TDocumentsQuery['sort'], (a: TVaultDocument, b: TVaultDocument) => number> = {
  newest: (a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id),
  oldest: (a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id),
  name: (a, b) => a.title.localeCompare(b.title, 'en', { sensitivity: 'base' }),
};

/**
 * The vault's list: the latest live version of each group with its count (or, with
 * deleted=true, the deleted uploads still recoverable), filtered and sorted. A company has
 * tens of documents, so the grouping is done here rather than in SQL.
 */
export const listVaultDocuments = async (
  db: TDbExecutor,
  company: TNamedCompany,
  query: Pick<TDocumentsQuery, 'q' | 'category' | 'tag' | 'sort' | 'deleted'>,
): Promise<TVaultDocument[]> => {
  const rows = await listDocumentsOf(db, company.id);
  const wantDeleted = query.deleted === 'true';
  const groups = new Map<string, TDocumentListing[]>();
  for (const row of rows) {
    if (Boolean(row.deletedAt) !== wantDeleted) continue;
    const group = groupOf(row);
    groups.set(group, [...(groups.get(group) ?? []), row]);
  }
  const q = query.q;
  const tag = query.tag?.toLowerCase();
  return [...groups.values()]
    .map((versions) => {
      const latest = versions.reduce((a, b) => (b.version > a.version ? b : a));
      return { latest, count: versions.length };
    })
    .filter(({ latest }) => !query.category || latest.category === query.category)
    .filter(({ latest }) => !tag || latest.tags.some((t) => t.toLowerCase() === tag))
    .filter(({ latest }) => !q || matches(latest, company, q))
    .map(({ latest, count }) => toVaultDocument(latest, company, count))
    .sort(SORTS[query.sort]);
};

/** Every version of a document's group, newest first (deleted ones included, marked). */
export const listDocumentVersions = async (
  db: TDbExecutor,
  company: TNamedCompany,
  documentId: string,
): Promise<TVaultDocument[]> => {
  const doc = await findDocument(db, company.id, documentId);
  if (!doc) throw new AppError('NOT_FOUND');
  const versions = await listVersionsOf(db, company.id, groupOf(doc));
  return versions
    .sort((a, b) => b.version - a.version)
    .map((row) => toVaultDocument(row, company, versions.length));
};
