import { inArray, sql } from 'drizzle-orm';
import type { TTransactionList } from '@charterline/shared/schemas/accounting';
import type { TDbExecutor } from '../../db/client';
import { ledgerTransactions } from '../../db/schema';
import { countedInBooks } from './invoice-payments-in-books';
import { transactionOrder, transactionWhere, type TTransactionQuery } from './transaction-filters';
import { selectTransactions, toTransactions } from './transaction-view';

/**
 * GET /transactions: one page, the total, and money in/out per currency over everything the
 * filters select (matched invoice payments excluded: their deposit counts).
 */
export const listTransactions = async (
  exec: TDbExecutor,
  companyId: string,
  query: TTransactionQuery,
): Promise<TTransactionList> => {
  const where = transactionWhere(companyId, query);
  const t = ledgerTransactions;
  // The page's ids from the table alone (an index scan for the date sort), then their names.
  const [pageIds, totals] = await Promise.all([
    exec
      .select({ id: t.id })
      .from(t)
      .where(where)
      .orderBy(...transactionOrder(query.sort))
      .limit(query.size)
      .offset(query.page * query.size),
    exec
      .select({
        currency: t.currency,
        count: sql<number>`count(*)`.mapWith(Number),
        in: sql<number>`coalesce(sum(${t.amount}) filter (where ${t.amount} > 0 and ${countedInBooks}), 0)`.mapWith(
          Number,
        ),
        out: sql<number>`coalesce(sum(${t.amount}) filter (where ${t.amount} < 0 and ${countedInBooks}), 0)`.mapWith(
          Number,
        ),
      })
      .from(t)
      .where(where)
      .groupBy(t.currency)
      .orderBy(t.currency),
  ]);
  const ids = pageIds.map((p) => p.id);
  const found = ids.length ? await selectTransactions(exec).where(inArray(t.id, ids)) : [];
  const byId = new Map(found.map((r) => [r.row.id, r]));
  const rows = ids.flatMap((id) => byId.get(id) ?? []);
  const totalElements = totals.reduce((n, s) => n + s.count, 0);
  return {
    content: await toTransactions(exec, rows),
    page: query.page,
    size: query.size,
    totalElements,
    totalPages: Math.ceil(totalElements / query.size),
    sums: totals.map((s) => ({ currency: s.currency, in: s.in, out: s.out })),
  };
};
