import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TImport } from '@charterline/shared/schemas/accounting';
import type { TDatabase } from '../../../db/client';
import { booksClosedMonths, ledgerImports, ledgerTransactions } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import type { TFileStorage } from '../../../lib/storage/types';
import { toImportView } from './import-view';
import type { TImportWithAccount } from './imports.repository';

/**
 * `POST /imports/{id}/undo`: the batch's transactions go (splits and attachments cascade;
 * an invoice payment matched to one of them is unmatched). Only a finished import, and never
 * one with a transaction in a month the books are closed for.
 */
export const undoImport = async (
  db: TDatabase,
  found: TImportWithAccount,
  now: Date,
): Promise<TImport> => {
  const { row } = found;
  if (row.status !== 'done') throw new AppError('IMPORT_NOT_READY');
  const updated = await db.transaction(async (tx) => {
    const [closed] = await tx
      .select({ month: booksClosedMonths.month })
      .from(ledgerTransactions)
      .innerJoin(
        booksClosedMonths,
        and(
          eq(booksClosedMonths.companyId, ledgerTransactions.companyId),
          eq(booksClosedMonths.month, sql`to_char(${ledgerTransactions.date}, 'YYYY-MM')`),
        ),
      )
      .where(eq(ledgerTransactions.importId, row.id))
      .limit(1);
    if (closed) throw new AppError('BOOKS_MONTH_CLOSED');
    const batch = tx
      .select({ id: ledgerTransactions.id })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.importId, row.id));
    await tx
      .update(ledgerTransactions)
      .set({ matchedId: null, updatedAt: now })
      .where(
        and(
          eq(ledgerTransactions.companyId, row.companyId),
          inArray(ledgerTransactions.matchedId, batch),
        ),
      );
    const removed = await tx
      .delete(ledgerTransactions)
      .where(eq(ledgerTransactions.importId, row.id))
      .returning({ id: ledgerTransactions.id });
    const [undone] = await tx
      .update(ledgerImports)
      .set({ status: 'undone', removed: removed.length, undoneAt: now })
      .where(and(eq(ledgerImports.id, row.id), eq(ledgerImports.status, 'done')))
      .returning();
    if (!undone) throw new AppError('IMPORT_NOT_READY');
    return undone;
  });
  return toImportView({ row: updated, account: found.account });
};

/** `DELETE /imports/{id}`: an upload never committed (or one that failed) and its file. */
export const deleteImport = async (
  deps: { db: TDatabase; storage: TFileStorage },
  found: TImportWithAccount,
): Promise<void> => {
  const { row } = found;
  if (row.status !== 'uploaded' && row.status !== 'failed') throw new AppError('IMPORT_NOT_READY');
  const [gone] = await deps.db
    .delete(ledgerImports)
    .where(and(eq(ledgerImports.id, row.id), inArray(ledgerImports.status, ['uploaded', 'failed'])))
    .returning({ id: ledgerImports.id });
  if (!gone) throw new AppError('IMPORT_NOT_READY');
  await deps.storage.remove(row.storageKey);
};
