import { and, eq, inArray } from 'drizzle-orm';
import type { TCsvMapping, TImportPreview } from '@charterline/shared/schemas/accounting';
import type { TDbExecutor } from '../../../db/client';
import { ledgerImports, ledgerTransactions } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import type { TFileStorage } from '../../../lib/storage/types';
import type { TImportWithAccount } from './imports.repository';
import { StatementUnreadable } from './read-statement';
import { statementChunks, type TBookedRow } from './statement-rows';

const PREVIEW_ROWS = 20;

/** Which of these fingerprints the account's books already hold. */
export const knownFingerprints = async (
  exec: TDbExecutor,
  accountId: string,
  fingerprints: string[],
): Promise<Set<string>> => {
  if (fingerprints.length === 0) return new Set();
  const rows = await exec
    .select({ fingerprint: ledgerTransactions.fingerprint })
    .from(ledgerTransactions)
    .where(
      and(
        eq(ledgerTransactions.accountId, accountId),
        inArray(ledgerTransactions.fingerprint, fingerprints),
      ),
    );
  return new Set(rows.map((r) => r.fingerprint ?? ''));
};

/** The stored file as a stream, or the reason it cannot be read. */
export const openStatement = async (storage: TFileStorage, key: string) => {
  const body = await storage.get(key);
  if (!body)
    throw new StatementUnreadable('The uploaded file is no longer there: upload it again.');
  return body;
};

/**
 * `POST /imports/{id}/preview`: the whole file read with the mapping (streamed, never held):
 * the first rows as they would be booked, and how many are new, already in the books, or
 * unreadable, with the new rows' dates and money in and out. Read in chunks with a turn of
 * the event loop between them (a 445,000-row file takes seconds, never the process).
 */
export const previewImport = async (
  deps: { db: TDbExecutor; storage: TFileStorage },
  found: TImportWithAccount,
  mapping: TCsvMapping | null | undefined,
): Promise<TImportPreview> => {
  const { row } = found;
  if (row.status !== 'uploaded') throw new AppError('IMPORT_NOT_READY');
  const preview: TImportPreview = {
    rows: [],
    totalRows: 0,
    newRows: 0,
    duplicateRows: 0,
    invalidRows: 0,
    skippedRows: 0,
    firstDate: null,
    lastDate: null,
    in: 0,
    out: 0,
  };
  try {
    const body = await openStatement(deps.storage, row.storageKey);
    const chunks = statementChunks(deps.db, {
      source: body,
      format: row.format,
      mapping: row.format === 'csv' ? (mapping ?? null) : null,
      accountId: row.accountId,
    });
    for await (const chunk of chunks) {
      const booked = chunk.filter((r): r is TBookedRow => r.ok);
      const known = await knownFingerprints(
        deps.db,
        row.accountId,
        booked.map((r) => r.fingerprint),
      );
      for (const r of chunk) {
        preview.totalRows += 1;
        const duplicate = r.ok && known.has(r.fingerprint);
        if (preview.rows.length < PREVIEW_ROWS) {
          preview.rows.push(
            r.ok
              ? {
                  line: r.line,
                  date: r.date,
                  description: r.description,
                  amount: r.amount,
                  counterparty: r.counterparty,
                  error: null,
                  skipped: null,
                  duplicate,
                }
              : {
                  line: r.line,
                  date: null,
                  description: r.description,
                  amount: null,
                  counterparty: null,
                  error: r.skipped ? null : r.reason,
                  skipped: r.skipped ? r.reason : null,
                  duplicate: false,
                },
          );
        }
        if (!r.ok && r.skipped) preview.skippedRows += 1;
        else if (!r.ok) preview.invalidRows += 1;
        else if (duplicate) preview.duplicateRows += 1;
        else {
          preview.newRows += 1;
          if (r.amount > 0) preview.in += r.amount;
          else preview.out += r.amount;
          if (!preview.firstDate || r.date < preview.firstDate) preview.firstDate = r.date;
          if (!preview.lastDate || r.date > preview.lastDate) preview.lastDate = r.date;
        }
      }
    }
  } catch (error) {
    if (error instanceof StatementUnreadable) {
      throw new AppError('IMPORT_FILE_UNREADABLE', { message: error.message });
    }
    throw error;
  }
  // The row count is the same under any mapping: the job's progress bar has its end from here.
  await deps.db
    .update(ledgerImports)
    .set({ totalRows: preview.totalRows })
    .where(and(eq(ledgerImports.id, row.id), eq(ledgerImports.status, 'uploaded')));
  return preview;
};
