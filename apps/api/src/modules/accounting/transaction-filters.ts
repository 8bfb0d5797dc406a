import { and, asc, desc, eq, gte, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { ZTransactionListQuery } from '@charterline/shared/schemas/accounting';
import type { z } from 'zod';
import { ledgerTransactions } from '../../db/schema';
import { foldedContains } from '../../lib/search-sql';

export type TTransactionQuery = z.infer<typeof ZTransactionListQuery>;

/** The list's WHERE (the export and the sums use the same one). */
export const transactionWhere = (companyId: string, query: TTransactionQuery): SQL | undefined => {
  const t = ledgerTransactions;
  const q = query.q;
  return and(
    eq(t.companyId, companyId),
    // Literal (% and _ mean themselves), accents and case ignored (decision 0190).
    q
      ? or(
          foldedContains(t.description, q),
          foldedContains(t.counterparty, q),
          foldedContains(t.memo, q),
        )
      : undefined,
    query.accountId ? eq(t.accountId, query.accountId) : undefined,
    query.categoryId
      ? or(
          eq(t.categoryId, query.categoryId),
          and(
            eq(t.isSplit, true),
            sql`exists (select 1 from ledger_splits s where s.transaction_id = ${t.id} and s.category_id = ${query.categoryId})`,
          ),
        )
      : undefined,
    query.uncategorised
      ? and(isNull(t.categoryId), eq(t.isSplit, false), sql`${t.source} <> 'invoice_payment'`)
      : undefined,
    query.source ? eq(t.source, query.source) : undefined,
    query.from ? gte(t.date, query.from) : undefined,
    query.to ? lte(t.date, query.to) : undefined,
  );
};

/**
 * The whitelisted sort with the id as tiebreaker. A date sort is spelled exactly as the
 * (company, date DESC NULLS LAST, id) index so the first page is read from it (no sort of the
 * company's rows); the ascending one is the same index backwards.
 */
export const transactionOrder = (sort: string): SQL[] => {
  const [field, direction] = sort.split(',') as [string, 'asc' | 'desc'];
  const t = ledgerTransactions;
  if (field === 'date') {
    return direction === 'asc'
      ? [sql`${t.date} asc nulls first`, desc(t.id)]
      : [sql`${t.date} desc nulls last`, asc(t.id)];
  }
  const column = field === 'amount' ? t.amount : t.description;
  const by = direction === 'asc' ? asc : desc;
  return [by(column), by(t.id)];
};
