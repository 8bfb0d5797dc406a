import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { firstMatchingRule } from '@charterline/shared/rules/ledger-rules';
import type { TImportProblem } from '@charterline/shared/schemas/accounting';
import type { TDatabase } from '../../../db/client';
import { ledgerAccounts, ledgerImports, ledgerRules, ledgerTransactions } from '../../../db/schema';
import type { TJobLog } from '../../../jobs/job-types';
import { AppError } from '../../../lib/app-error';
import type { TFileStorage } from '../../../lib/storage/types';
import { CHUNK, openStatement } from './preview-import';
import { StatementUnreadable } from './read-statement';
import { inChunks, statementRows, type TBookedRow, type TRowProblem } from './statement-rows';

const MAX_PROBLEMS = 100;

/** Counts the file's records (a quick first pass, so the progress bar has its end). */
const countRows = async (
  storage: TFileStorage,
  key: string,
  row: typeof ledgerImports.$inferSelect,
) => {
  let total = 0;
  for await (const _ of statementRows({
    source: await openStatement(storage, key),
    format: row.format,
    mapping: row.mapping,
    accountId: row.accountId,
  })) {
    total += 1;
  }
  return total;
};

/**
 * The `accounting.import` job: streams the stored file through the parser, books its rows in
 * chunks of 1000 (rules applied, fingerprints deduplicated by the unique index), and records
 * progress after each chunk. Safe to run again after a crash: rows already in are no-ops and
 * `added` is recounted from the books. A file that cannot be read fails the import with a
 * readable error; other errors retry the job (and fail the import on its last attempt).
 */
export const runImportJob = async (
  deps: { db: TDatabase; storage: TFileStorage; log?: TJobLog },
  input: { importId: string; now: Date; lastAttempt?: boolean },
): Promise<{ added: number } | null> => {
  const { db } = deps;
  const [row] = await db
    .update(ledgerImports)
    .set({ status: 'running' })
    .where(
      and(
        eq(ledgerImports.id, input.importId),
        inArray(ledgerImports.status, ['queued', 'running']),
      ),
    )
    .returning();
  if (!row) return null; // Deleted, or already finished by an earlier run.
  try {
    const [account] = await db
      .select()
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.id, row.accountId))
      .limit(1);
    if (!account) throw new StatementUnreadable('The account of this import is gone.');
    const rules = await db
      .select()
      .from(ledgerRules)
      .where(eq(ledgerRules.companyId, row.companyId))
      .orderBy(asc(ledgerRules.position), asc(ledgerRules.createdAt));

    const totalRows = await countRows(deps.storage, row.storageKey, row);
    await db.update(ledgerImports).set({ totalRows }).where(eq(ledgerImports.id, row.id));

    const problems: TImportProblem[] = [];
    let processed = 0;
    let valid = 0;
    let invalid = 0;
    let categorised = 0;
    const rows = statementRows({
      source: await openStatement(deps.storage, row.storageKey),
      format: row.format,
      mapping: row.mapping,
      accountId: row.accountId,
    });
    for await (const chunk of inChunks<TBookedRow | TRowProblem>(rows, CHUNK)) {
      const values = [];
      for (const r of chunk) {
        if (!r.ok) {
          invalid += 1;
          if (problems.length < MAX_PROBLEMS) problems.push({ line: r.line, reason: r.reason });
          continue;
        }
        valid += 1;
        const rule = firstMatchingRule(rules, {
          description: r.description,
          amount: r.amount,
          accountId: row.accountId,
        });
        values.push({
          companyId: row.companyId,
          accountId: row.accountId,
          date: r.date,
          description: r.description,
          amount: r.amount,
          currency: account.currency,
          categoryId: rule?.categoryId ?? null,
          counterparty: rule?.counterparty ?? r.counterparty,
          source: 'import' as const,
          importId: row.id,
          fingerprint: r.fingerprint,
        });
      }
      if (values.length > 0) {
        const inserted = await db
          .insert(ledgerTransactions)
          .values(values)
          .onConflictDoNothing()
          .returning({ categoryId: ledgerTransactions.categoryId });
        categorised += inserted.filter((t) => t.categoryId !== null).length;
      }
      processed += chunk.length;
      await db
        .update(ledgerImports)
        .set({ processedRows: processed })
        .where(eq(ledgerImports.id, row.id));
    }
    // Recounted from the books: a re-run after a crash finds its earlier rows already there.
    const [counted] = await db
      .select({ n: count() })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.importId, row.id));
    const added = counted?.n ?? 0;
    await db
      .update(ledgerImports)
      .set({
        status: 'done',
        totalRows: processed,
        processedRows: processed,
        added,
        duplicates: Math.max(0, valid - added),
        invalid,
        categorised: Math.min(categorised, added),
        problems,
        error: null,
        finishedAt: input.now,
      })
      .where(and(eq(ledgerImports.id, row.id), eq(ledgerImports.status, 'running')));
    deps.log?.info({ importId: row.id, added, invalid }, 'accounting: statement imported');
    return { added };
  } catch (error) {
    const readable =
      error instanceof StatementUnreadable || error instanceof AppError ? error.message : null;
    if (readable !== null || input.lastAttempt) {
      await db
        .update(ledgerImports)
        .set({
          status: 'failed',
          error: readable ?? 'The import stopped on an unexpected error. Upload the file again.',
          finishedAt: input.now,
        })
        .where(eq(ledgerImports.id, row.id));
      if (readable !== null) return null;
    }
    throw error;
  }
};
