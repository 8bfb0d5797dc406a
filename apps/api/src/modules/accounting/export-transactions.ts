import { Readable } from 'node:stream';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { TDbExecutor } from '../../db/client';
import {
  ledgerAccounts,
  ledgerCategories,
  ledgerSplits,
  ledgerTransactions,
} from '../../db/schema';
import { csvStream, safeCell } from '../../lib/csv';
import { majorFromMinor } from '@charterline/shared/rules/money';
import { transactionOrder, transactionWhere, type TTransactionQuery } from './transaction-filters';

const HEADER = [
  'Date',
  'Account',
  'Description',
  'Counterparty',
  'Category',
  'Amount',
  'Currency',
  'Memo',
  'Source',
];
const SOURCE_LABELS = {
  import: 'Import',
  manual: 'Added by hand',
  invoice_payment: 'Invoice payment',
};
const BATCH = 2000;

/**
 * GET /transactions/export.csv: every transaction the list's filters select, in its order, read
 * in batches and streamed (100,000 rows never sit in memory). A split transaction is one line
 * per part (its category and amount, the part's memo or the transaction's).
 */
export const exportTransactionsCsv = (
  exec: TDbExecutor,
  companyId: string,
  query: TTransactionQuery,
): Readable => {
  const where = transactionWhere(companyId, query);
  const order = transactionOrder(query.sort);
  async function* lines() {
    yield HEADER;
    for (let offset = 0; ; offset += BATCH) {
      const ids = exec
        .select({ id: ledgerTransactions.id })
        .from(ledgerTransactions)
        .where(where)
        .orderBy(...order)
        .limit(BATCH)
        .offset(offset);
      const page = await exec
        .select({
          row: ledgerTransactions,
          accountName: ledgerAccounts.name,
          categoryName: ledgerCategories.name,
          partAmount: ledgerSplits.amount,
          partMemo: ledgerSplits.memo,
          partCategory: sql<
            string | null
          >`(select c.name from ledger_categories c where c.id = ${ledgerSplits.categoryId})`,
        })
        .from(ledgerTransactions)
        .leftJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerTransactions.accountId))
        .leftJoin(ledgerCategories, eq(ledgerCategories.id, ledgerTransactions.categoryId))
        .leftJoin(ledgerSplits, eq(ledgerSplits.transactionId, ledgerTransactions.id))
        .where(inArray(ledgerTransactions.id, ids))
        .orderBy(...order, asc(ledgerSplits.position));
      for (const r of page) {
        const t = r.row;
        yield [
          t.date,
          safeCell(r.accountName ?? ''),
          safeCell(t.description),
          safeCell(t.counterparty ?? ''),
          safeCell((r.partAmount !== null ? r.partCategory : r.categoryName) ?? ''),
          majorFromMinor(r.partAmount ?? t.amount, t.currency),
          t.currency,
          safeCell((r.partAmount !== null ? r.partMemo || t.memo : t.memo) ?? ''),
          SOURCE_LABELS[t.source],
        ];
      }
      const distinct = new Set(page.map((r) => r.row.id)).size;
      if (distinct < BATCH) return;
    }
  }
  return Readable.from(lines()).pipe(csvStream());
};
