import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { firstMatchingRule } from '@charterline/shared/rules/ledger-rules';
import type { TImportProblem } from '@charterline/shared/schemas/accounting';
import { rowsOf, type TDatabase } from '../../../db/client';
import { ledgerAccounts, ledgerImports, ledgerRules, ledgerTransactions } from '../../../db/schema';
import type { TJobLog } from '../../../jobs/job-types';
import { AppError } from '../../../lib/app-error';
import type { TFileStorage } from '../../../lib/storage/types';
import { openStatement } from './preview-import';
import { StatementUnreadable } from './read-statement';
import { statementChunks } from './statement-rows';

const MAX_PROBLEMS = 100;

/** A chunk of rows column by column: one array parameter each. */
type TBatch = {
  dates: string[];
  descriptions: string[];
  amounts: number[];
  categories: (string | null)[];
  counterparties: (string | null)[];
  fingerprints: string[];
};

/**
 * Inserts a chunk as one statement over `unnest` of column arrays: six parameters instead of
 * eleven per row, so PostgreSQL parses and plans a small statement (several times faster
 * than a 11,000-parameter VALUES list). A fingerprint already in the books is skipped by the
 * unique index. Returns how many inserted rows a rule categorised. The dates go as text[]:
 * drizzle hands date arrays to postgres.js unserialised (it keeps dates as text).
 */
const insertBatch = async (
  db: TDatabase,
  target: { row: typeof ledgerImports.$inferSelect; currency: string },
  b: TBatch,
): Promise<number> => {
  const { row, currency } = target;
  const result = await db.execute(sql`
    insert into ${ledgerTransactions}
      (company_id, account_id, date, description, amount, currency, category_id, counterparty,
       source, import_id, fingerprint)
    select ${row.companyId}::uuid, ${row.accountId}::uuid, t.date, t.description, t.amount,
      ${currency}, t.category_id, t.counterparty, 'import', ${row.id}::uuid, t.fingerprint
    from unnest(
      ${sql.param(b.dates)}::text[]::date[], ${sql.param(b.descriptions)}::text[],
      ${sql.param(b.amounts)}::bigint[], ${sql.param(b.categories)}::uuid[],
      ${sql.param(b.counterparties)}::text[], ${sql.param(b.fingerprints)}::text[]
    ) as t(date, description, amount, category_id, counterparty, fingerprint)
    on conflict do nothing
    returning category_id`);
  return rowsOf<{ category_id: string | null }>(result).filter((r) => r.category_id !== null)
    .length;
};

/**
 * The `accounting.import` job: streams the stored file through the parser, books its rows in
 * chunks (rowsPerChunk: one short statement each, a turn of the event loop between two; rules
 * applied, fingerprints deduplicated by the unique index), and records progress after each. Safe to run again after a crash: rows already in are no-ops and
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

    const problems: TImportProblem[] = [];
    let processed = 0;
    let valid = 0;
    let invalid = 0;
    let categorised = 0;
    const chunks = statementChunks(db, {
      source: await openStatement(deps.storage, row.storageKey),
      format: row.format,
      mapping: row.mapping,
      accountId: row.accountId,
    });
    for await (const chunk of chunks) {
      const batch: TBatch = {
        dates: [],
        descriptions: [],
        amounts: [],
        categories: [],
        counterparties: [],
        fingerprints: [],
      };
      for (const r of chunk) {
        if (!r.ok) {
          // Skipped on purpose ($0.00, not settled at the bank) is not unreadable: listed, not
          // counted as invalid (the report derives how many from the rest).
          if (!r.skipped) invalid += 1;
          if (problems.length < MAX_PROBLEMS)
            problems.push({
              line: r.line,
              reason: r.reason,
              ...(r.skipped ? { skipped: true } : {}),
            });
          continue;
        }
        valid += 1;
        const rule = firstMatchingRule(rules, {
          description: r.description,
          amount: r.amount,
          accountId: row.accountId,
        });
        batch.dates.push(r.date);
        batch.descriptions.push(r.description);
        batch.amounts.push(r.amount);
        batch.categories.push(rule?.categoryId ?? null);
        batch.counterparties.push(rule?.counterparty ?? r.counterparty);
        batch.fingerprints.push(r.fingerprint);
      }
      if (batch.dates.length > 0) {
        categorised += await insertBatch(db, { row, currency: account.currency }, batch);
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
