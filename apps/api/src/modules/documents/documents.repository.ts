import { and, desc, eq } from 'drizzle-orm';
import type { TDbExecutor } from '../../db/client';
import { companyDocuments } from '../../db/schema';

export type TDocumentRow = typeof companyDocuments.$inferSelect;
/** A document without its content (what a listing reads). */
export type TDocumentListing = Pick<
  TDocumentRow,
  'id' | 'companyId' | 'kind' | 'title' | 'fileName' | 'contentType' | 'size' | 'createdBy' | 'createdAt'
>;

export const insertDocument = async (
  tx: TDbExecutor,
  values: typeof companyDocuments.$inferInsert,
): Promise<TDocumentRow> => {
  const [row] = await tx.insert(companyDocuments).values(values).returning();
  if (!row) throw new Error('no document');
  return row;
};

/** A company's documents, newest first, without their content. */
export const listDocumentsOf = (db: TDbExecutor, companyId: string): Promise<TDocumentListing[]> =>
  db
    .select({
      id: companyDocuments.id,
      companyId: companyDocuments.companyId,
      kind: companyDocuments.kind,
      title: companyDocuments.title,
      fileName: companyDocuments.fileName,
      contentType: companyDocuments.contentType,
      size: companyDocuments.size,
      createdBy: companyDocuments.createdBy,
      createdAt: companyDocuments.createdAt,
    })
    .from(companyDocuments)
    .where(eq(companyDocuments.companyId, companyId))
    .orderBy(desc(companyDocuments.createdAt));

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
