import { and, eq, gt, lt, sql, type AnyColumn } from 'drizzle-orm';
import type { TDbExecutor } from '../../db/client';
import { companyDocuments, ledgerImports, storageHolds, supportAttachments } from '../../db/schema';

const sumOf = (column: AnyColumn) => sql<string>`coalesce(sum(${column}), 0)`;

/**
 * The bytes a company keeps in stored files (issue 33): its documents (deleted ones too
 * until they are purged), its support attachments and its statement imports.
 */
export const storedBytesOf = async (db: TDbExecutor, companyId: string): Promise<number> => {
  const [documents, attachments, imports] = await Promise.all([
    db
      .select({ bytes: sumOf(companyDocuments.size) })
      .from(companyDocuments)
      .where(eq(companyDocuments.companyId, companyId)),
    db
      .select({ bytes: sumOf(supportAttachments.size) })
      .from(supportAttachments)
      .where(eq(supportAttachments.companyId, companyId)),
    db
      .select({ bytes: sumOf(ledgerImports.sizeBytes) })
      .from(ledgerImports)
      .where(eq(ledgerImports.companyId, companyId)),
  ]);
  return [documents, attachments, imports].reduce((sum, [row]) => sum + Number(row?.bytes ?? 0), 0);
};

/** The bytes uploads still in flight hold in the company's quota (holds not yet expired). */
export const heldBytesOf = async (
  db: TDbExecutor,
  companyId: string,
  now: Date,
): Promise<number> => {
  const [row] = await db
    .select({ bytes: sumOf(storageHolds.bytes) })
    .from(storageHolds)
    .where(and(eq(storageHolds.companyId, companyId), gt(storageHolds.expiresAt, now)));
  return Number(row?.bytes ?? 0);
};

export const insertStorageHold = async (
  db: TDbExecutor,
  hold: { companyId: string; bytes: number; expiresAt: Date },
): Promise<string> => {
  const [row] = await db.insert(storageHolds).values(hold).returning({ id: storageHolds.id });
  return row!.id;
};

export const deleteStorageHold = async (db: TDbExecutor, id: string): Promise<void> => {
  await db.delete(storageHolds).where(eq(storageHolds.id, id));
};

/** Removes the holds that expired before `now` (a died request's); answers how many. */
export const deleteExpiredStorageHolds = async (db: TDbExecutor, now: Date): Promise<number> => {
  const gone = await db
    .delete(storageHolds)
    .where(lt(storageHolds.expiresAt, now))
    .returning({ id: storageHolds.id });
  return gone.length;
};
