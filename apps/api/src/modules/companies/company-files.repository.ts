import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { TDbExecutor } from '../../db/client';
import {
  companies,
  companyDocuments,
  fileChunks,
  ledgerImports,
  supportAttachments,
} from '../../db/schema';

// A company's stored files: the keys its rows hold, and bytes left behind by a deleted one.

/** The file-store keys of everything the company owns (its rows' bytes go with it). */
export const storageKeysOf = async (tx: TDbExecutor, companyId: string): Promise<string[]> => {
  const [documents, imports, attachments] = [
    await tx
      .select({ key: companyDocuments.storageKey })
      .from(companyDocuments)
      .where(
        and(eq(companyDocuments.companyId, companyId), isNotNull(companyDocuments.storageKey)),
      ),
    await tx
      .select({ key: ledgerImports.storageKey })
      .from(ledgerImports)
      .where(eq(ledgerImports.companyId, companyId)),
    await tx
      .select({ key: supportAttachments.storageKey })
      .from(supportAttachments)
      .where(eq(supportAttachments.companyId, companyId)),
  ];
  return [...documents, ...imports, ...attachments].flatMap((r) => (r.key ? [r.key] : []));
};

/**
 * Stored bytes (file_chunks) under a company's key (`companies/<id>/…`,
 * `accounting-imports/<id>/…`) whose company no longer exists: left by a deletion whose
 * removal failed, or by one from before issue 33. At most `limit` keys; a live company's
 * keys are never touched (its upload may be on its way).
 */
export const findOrphanChunkKeys = async (tx: TDbExecutor, limit: number): Promise<string[]> => {
  const owner = sql`split_part(${fileChunks.storageKey}, '/', 2)`;
  const rows = await tx
    .selectDistinct({ key: fileChunks.storageKey })
    .from(fileChunks)
    .where(
      and(
        sql`split_part(${fileChunks.storageKey}, '/', 1) in ('companies', 'accounting-imports')`,
        sql`${owner} ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'`,
        sql`not exists (select 1 from ${companies} where ${companies.id} = ${owner}::uuid)`,
      ),
    )
    .limit(limit);
  return rows.map((r) => r.key);
};

/** Removes the stored bytes (file_chunks) under these keys. */
export const deleteChunkKeys = async (tx: TDbExecutor, keys: string[]): Promise<void> => {
  if (keys.length > 0) await tx.delete(fileChunks).where(inArray(fileChunks.storageKey, keys));
};
