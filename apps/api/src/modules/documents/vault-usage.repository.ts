import { eq, sql, type AnyColumn } from 'drizzle-orm';
import type { TDbExecutor } from '../../db/client';
import { companyDocuments, ledgerImports, supportAttachments } from '../../db/schema';

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
