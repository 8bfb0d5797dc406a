import { and, eq, getTableColumns, isNotNull, lt, or } from 'drizzle-orm';
import type { TDbExecutor } from '../../db/client';
import { companyDocuments } from '../../db/schema';

export type TDocumentRow = typeof companyDocuments.$inferSelect;
/** A document without its content (what a listing reads). */
export type TDocumentListing = Omit<TDocumentRow, 'content'>;

const { content: _content, ...listingColumns } = getTableColumns(companyDocuments);

export const insertDocument = async (
  tx: TDbExecutor,
  values: typeof companyDocuments.$inferInsert,
): Promise<TDocumentRow> => {
  const [row] = await tx.insert(companyDocuments).values(values).returning();
  if (!row) throw new Error('no document');
  return row;
};

/** Every document of a company (deleted ones too), without their content. */
export const listDocumentsOf = (db: TDbExecutor, companyId: string): Promise<TDocumentListing[]> =>
  db.select(listingColumns).from(companyDocuments).where(eq(companyDocuments.companyId, companyId));

/** One of the company's documents with its content, or null (another company's too). */
export const findDocument = async (
  db: TDbExecutor,
  companyId: string,
  id: string,
): Promise<TDocumentRow | null> => {
  const [row] = await db
    .select()
    .from(companyDocuments)
    .where(and(eq(companyDocuments.id, id), eq(companyDocuments.companyId, companyId)));
  return row ?? null;
};

/**
 * Locks a version group's first row until the transaction ends, so two new versions of one
 * document at once are numbered one after the other (issue 33 item 11).
 */
export const lockVersionGroup = async (
  tx: TDbExecutor,
  companyId: string,
  groupId: string,
): Promise<void> => {
  await tx
    .select({ id: companyDocuments.id })
    .from(companyDocuments)
    .where(and(eq(companyDocuments.id, groupId), eq(companyDocuments.companyId, companyId)))
    .for('update');
};

/** The versions of one group (its first version's id), in any order. */
export const listVersionsOf = (
  db: TDbExecutor,
  companyId: string,
  groupId: string,
): Promise<TDocumentListing[]> =>
  db
    .select(listingColumns)
    .from(companyDocuments)
    .where(
      and(
        eq(companyDocuments.companyId, companyId),
        or(eq(companyDocuments.id, groupId), eq(companyDocuments.versionOf, groupId)),
      ),
    );

export const updateDocument = async (
  db: TDbExecutor,
  id: string,
  values: Partial<Pick<TDocumentRow, 'title' | 'category' | 'tags' | 'deletedAt'>>,
): Promise<TDocumentListing> => {
  const [row] = await db
    .update(companyDocuments)
    .set(values)
    .where(eq(companyDocuments.id, id))
    .returning(listingColumns);
  if (!row) throw new Error('no document');
  return row;
};

/** Uploads deleted before `cutoff`, of every company (the purge job's work). */
export const listDeletedBefore = (db: TDbExecutor, cutoff: Date): Promise<TDocumentListing[]> =>
  db
    .select(listingColumns)
    .from(companyDocuments)
    .where(and(isNotNull(companyDocuments.deletedAt), lt(companyDocuments.deletedAt, cutoff)));

export const deleteDocumentRow = async (db: TDbExecutor, id: string): Promise<void> => {
  await db.delete(companyDocuments).where(eq(companyDocuments.id, id));
};
