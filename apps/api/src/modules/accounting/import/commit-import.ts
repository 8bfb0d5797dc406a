import { and, eq } from 'drizzle-orm';
import type { TCsvMapping, TImport } from '@charterline/shared/schemas/accounting';
import type { TDatabase } from '../../../db/client';
import { ledgerAccounts, ledgerImports } from '../../../db/schema';
import { enqueueJob } from '../../../jobs/enqueue-job';
import { AppError } from '../../../lib/app-error';
import { toImportView } from './import-view';
import type { TImportWithAccount } from './imports.repository';
import { checkMapping } from './statement-rows';

export const IMPORT_JOB = 'accounting.import';

/**
 * `POST /imports/{id}/commit`: the mapping is saved (and remembered on the account), the
 * import queued and its job enqueued in one transaction. Only from 'uploaded': of two
 * concurrent commits one wins, the other gets IMPORT_NOT_READY.
 */
export const commitImport = async (
  db: TDatabase,
  found: TImportWithAccount,
  input: { mapping?: TCsvMapping | null; rememberMapping: boolean },
): Promise<TImport> => {
  const { row, account } = found;
  if (row.status !== 'uploaded') throw new AppError('IMPORT_NOT_READY');
  const mapping = row.format === 'csv' ? checkMapping(input.mapping, row.columns) : null;
  const updated = await db.transaction(async (tx) => {
    const [queued] = await tx
      .update(ledgerImports)
      .set({ status: 'queued', mapping, processedRows: 0 })
      .where(and(eq(ledgerImports.id, row.id), eq(ledgerImports.status, 'uploaded')))
      .returning();
    if (!queued) throw new AppError('IMPORT_NOT_READY');
    let remembered = account;
    if (mapping && input.rememberMapping) {
      const [saved] = await tx
        .update(ledgerAccounts)
        .set({ csvMapping: mapping, updatedAt: new Date() })
        .where(eq(ledgerAccounts.id, account.id))
        .returning();
      remembered = saved ?? account;
    }
    await enqueueJob(tx, {
      name: IMPORT_JOB,
      key: `${IMPORT_JOB}:${row.id}`,
      payload: { importId: row.id },
      maxAttempts: 3,
    });
    return { row: queued, account: remembered };
  });
  return toImportView(updated);
};
