import type { TImport } from '@charterline/shared/schemas/accounting';
import { rememberedFits, suggestMapping } from './bank-formats';
import type { TImportWithAccount } from './imports.repository';

/** The API's view of an import: the suggestion is worked out from the header each time. */
export const toImportView = (
  { row, account }: TImportWithAccount,
  categorisedSince: number | null = null,
): TImport => {
  const finished = row.status === 'done' || row.status === 'undone' || row.status === 'failed';
  return {
    id: row.id,
    accountId: row.accountId,
    accountName: account.name,
    fileName: row.fileName,
    format: row.format,
    status: row.status,
    columns: row.columns,
    sampleRows: row.sampleRows,
    suggestedMapping:
      row.format === 'csv'
        ? suggestMapping({
            columns: row.columns,
            sampleRows: row.sampleRows,
            remembered: account.csvMapping ?? null,
          })
        : null,
    recognisedBank: row.recognisedBank,
    mappingRemembered:
      row.format === 'csv' && rememberedFits(account.csvMapping ?? null, row.columns),
    categorisedSince,
    mapping: row.mapping ?? null,
    progress: { processedRows: row.processedRows, totalRows: row.totalRows ?? null },
    report: finished
      ? {
          added: row.added,
          duplicates: row.duplicates,
          invalid: row.invalid,
          // The rows neither added, already there nor unreadable were skipped on purpose
          // (decision 0184: $0.00, not settled at the bank). A failed import read no total.
          skipped:
            row.status === 'failed'
              ? 0
              : Math.max(0, (row.totalRows ?? 0) - row.added - row.duplicates - row.invalid),
          categorisedByRules: row.categorised,
          problems: row.problems,
          removed: row.removed ?? null,
        }
      : null,
    error: row.error ?? null,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt ? row.finishedAt.toISOString() : null,
  };
};
