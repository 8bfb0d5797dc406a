import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TImport } from '@charterline/shared/schemas/accounting';
import type { TDatabase } from '../../../db/client';
import { booksClosedMonths, ledgerImports, ledgerTransactions } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { yieldToLoop } from '../../../lib/yield-to-loop';
import type { TFileStorage } from '../../../lib/storage/types';
import { toImportView } from './import-view';
import { findCompanyImport, type TImportRow, type TImportWithAccount } from './imports.repository';
import { rowsPerChunk } from './statement-rows';

/** A month of the import's transactions the books are closed for (the account's index). */
const closedMonthOf = async (db: TDatabase, row: TImportRow): Promise<string | null> => {
  const [closed] = await db
    .select({ month: booksClosedMonths.month })
    .from(booksClosedMonths)
    .where(
      and(
        eq(booksClosedMonths.companyId, row.companyId),
        sql`exists (select 1 from ${ledgerTransactions} t
          where t.account_id = ${row.accountId} and t.import_id = ${row.id}
            and t.date >= to_date(${booksClosedMonths.month} || '-01', 'YYYY-MM-DD')
            and t.date < to_date(${booksClosedMonths.month} || '-01', 'YYYY-MM-DD')
              + interval '1 month')`,
      ),
    )
    .limit(1);
  return closed?.month ?? null;
};

/**
 * How many of a finished import's transactions were categorised (or changed) after it was
 * imported: the work an undo loses, said before it (decision 0184). A rule's category given at
 * import is not counted (the row was never changed since). Null for an import not `done`.
 */
export const categorisedSince = async (db: TDatabase, row: TImportRow): Promise<number | null> => {
  if (row.status !== 'done') return null;
  const [counted] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(ledgerTransactions)
    .where(
      and(
        eq(ledgerTransactions.importId, row.id),
        sql`(${ledgerTransactions.categoryId} is not null or ${ledgerTransactions.isSplit})`,
        sql`${ledgerTransactions.updatedAt} > ${ledgerTransactions.createdAt}`,
      ),
    );
  return counted?.n ?? 0;
};

/**
 * `POST /imports/{id}/undo`: the batch's transactions go (splits and attachments cascade;
 * an invoice payment matched to one of them is unmatched). Only a finished import, and never
 * one with a transaction in a month the books are closed for.
 *
 * In chunks (issue 33): each a short transaction that removes up to rowsPerChunk rows and adds
 * them to `removed`, with a turn of the event loop between two, so 445,000 rows never hold
 * the database or the process. An undo cut short (a restart) leaves the import `done` with
 * what is left of it: undoing it again goes on where it stopped, and `removed` counts all.
 */
export const undoImport = async (
  db: TDatabase,
  found: TImportWithAccount,
  now: Date,
): Promise<TImport> => {
  const { row } = found;
  if (row.status !== 'done') throw new AppError('IMPORT_NOT_READY');
  if (await closedMonthOf(db, row)) throw new AppError('BOOKS_MONTH_CLOSED');
  const size = rowsPerChunk(db);
  for (;;) {
    const removed = await db.transaction(async (tx) => {
      const batch = await tx
        .select({ id: ledgerTransactions.id, matchedId: ledgerTransactions.matchedId })
        .from(ledgerTransactions)
        .where(eq(ledgerTransactions.importId, row.id))
        .limit(size);
      if (batch.length === 0) return 0;
      const ids = batch.map((r) => r.id);
      // A match links both sides: the other side of each, by its key (no scan of the books).
      const others = batch.flatMap((r) => (r.matchedId ? [r.matchedId] : []));
      if (others.length > 0) {
        await tx
          .update(ledgerTransactions)
          .set({ matchedId: null, updatedAt: now })
          .where(
            and(
              eq(ledgerTransactions.companyId, row.companyId),
              inArray(ledgerTransactions.id, others),
            ),
          );
      }
      const gone = await tx
        .delete(ledgerTransactions)
        .where(and(inArray(ledgerTransactions.id, ids), eq(ledgerTransactions.importId, row.id)))
        .returning({ id: ledgerTransactions.id });
      await tx
        .update(ledgerImports)
        .set({ removed: sql`coalesce(${ledgerImports.removed}, 0) + ${gone.length}` })
        .where(eq(ledgerImports.id, row.id));
      return gone.length;
    });
    if (removed === 0) break;
    await yieldToLoop();
  }
  const [undone] = await db
    .update(ledgerImports)
    .set({ status: 'undone', removed: sql`coalesce(${ledgerImports.removed}, 0)`, undoneAt: now })
    .where(and(eq(ledgerImports.id, row.id), eq(ledgerImports.status, 'done')))
    .returning();
  // Two undos at once: the other one marked it.
  if (!undone) return toImportView(await findCompanyImport(db, row.companyId, row.id));
  return toImportView({ row: undone, account: found.account });
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
