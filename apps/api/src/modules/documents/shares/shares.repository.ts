import { and, desc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { TDbExecutor } from '../../../db/client';
import {
  companies,
  companyDocuments,
  documentShareAccesses,
  documentShareItems,
  documentShares,
} from '../../../db/schema';

export type TShareRow = typeof documentShares.$inferSelect;
export type TShareAccessRow = typeof documentShareAccesses.$inferSelect;

/** The documents a share can show: live (not deleted) ones of its company. */
const liveDocumentsOf = (companyId: string) =>
  and(eq(companyDocuments.companyId, companyId), isNull(companyDocuments.deletedAt));

/** Which of these ids are live documents of the company. */
export const findLiveDocumentIds = async (
  db: TDbExecutor,
  companyId: string,
  ids: readonly string[],
): Promise<string[]> => {
  const rows = await db
    .select({ id: companyDocuments.id })
    .from(companyDocuments)
    .where(and(liveDocumentsOf(companyId), inArray(companyDocuments.id, [...ids])));
  return rows.map((r) => r.id);
};

export const insertShare = async (
  tx: TDbExecutor,
  values: typeof documentShares.$inferInsert,
  documentIds: readonly string[],
): Promise<TShareRow> => {
  const [row] = await tx.insert(documentShares).values(values).returning();
  if (!row) throw new Error('no share');
  await tx
    .insert(documentShareItems)
    .values(documentIds.map((documentId) => ({ shareId: row.id, documentId })));
  return row;
};

/** One share of the company (another company's: null). */
export const findShareOf = async (
  db: TDbExecutor,
  companyId: string,
  id: string,
): Promise<TShareRow | null> => {
  const [row] = await db
    .select()
    .from(documentShares)
    .where(and(eq(documentShares.id, id), eq(documentShares.companyId, companyId)));
  return row ?? null;
};

export const listSharesOf = (db: TDbExecutor, companyId: string): Promise<TShareRow[]> =>
  db
    .select()
    .from(documentShares)
    .where(eq(documentShares.companyId, companyId))
    .orderBy(desc(documentShares.createdAt), desc(documentShares.id));

/** Revoking twice keeps the first time. */
export const revokeShare = async (db: TDbExecutor, id: string, now: Date): Promise<void> => {
  await db
    .update(documentShares)
    .set({ revokedAt: now })
    .where(and(eq(documentShares.id, id), isNull(documentShares.revokedAt)));
};

/** The live documents of these shares (a document deleted later is left out). */
export const listShareDocuments = async (db: TDbExecutor, shareIds: readonly string[]) => {
  if (shareIds.length === 0) return [];
  return db
    .select({
      shareId: documentShareItems.shareId,
      id: companyDocuments.id,
      title: companyDocuments.title,
      fileName: companyDocuments.fileName,
      contentType: companyDocuments.contentType,
      size: companyDocuments.size,
    })
    .from(documentShareItems)
    .innerJoin(companyDocuments, eq(companyDocuments.id, documentShareItems.documentId))
    .innerJoin(documentShares, eq(documentShares.id, documentShareItems.shareId))
    .where(
      and(
        inArray(documentShareItems.shareId, [...shareIds]),
        // A document deleted later (or, by accident, another company's) never shows.
        eq(companyDocuments.companyId, documentShares.companyId),
        isNull(companyDocuments.deletedAt),
      ),
    )
    .orderBy(companyDocuments.title);
};
export type TShareDocument = Awaited<ReturnType<typeof listShareDocuments>>[number];

export const listShareAccesses = async (
  db: TDbExecutor,
  shareIds: readonly string[],
): Promise<TShareAccessRow[]> => {
  if (shareIds.length === 0) return [];
  return db
    .select()
    .from(documentShareAccesses)
    .where(inArray(documentShareAccesses.shareId, [...shareIds]))
    .orderBy(desc(documentShareAccesses.at), desc(documentShareAccesses.id));
};

/** A share its link still opens: neither revoked nor expired at `now`, with its company's name. */
export const findOpenShareByHash = async (db: TDbExecutor, tokenHash: string, now: Date) => {
  const [row] = await db
    .select({
      share: documentShares,
      companyName: companies.companyName,
      companyNameType: companies.companyNameType,
    })
    .from(documentShares)
    .innerJoin(companies, eq(companies.id, documentShares.companyId))
    .where(
      and(
        eq(documentShares.tokenHash, tokenHash),
        isNull(documentShares.revokedAt),
        gt(documentShares.expiresAt, now),
      ),
    );
  return row ?? null;
};

export const insertShareAccess = async (
  db: TDbExecutor,
  values: typeof documentShareAccesses.$inferInsert,
): Promise<void> => {
  await db.insert(documentShareAccesses).values(values);
};
