import { and, desc, eq, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { TBooksOverview } from '@charterline/shared/schemas/accounting';
import { rowsOf, type TDbExecutor } from '../../db/client';
import {
  booksClosedMonths,
  ledgerAccounts,
  ledgerTransactions,
  services,
  subscriptions,
} from '../../db/schema';

/** The last `count` months up to `today`'s, oldest first: "2025-12" … "2026-11". */
export const lastMonths = (today: string, count = 12): string[] => {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7)) - 1;
  return Array.from({ length: count }, (_, i) => {
    const d = new Date(Date.UTC(year, month - (count - 1 - i), 1));
    return d.toISOString().slice(0, 7);
  });
};

/** A BOOKKEEPING service not cancelled or refunded, whose subscription (if any) still runs. */
const hasBookkeeping = async (exec: TDbExecutor, companyId: string): Promise<boolean> => {
  const rows = await exec
    .select({ id: services.id })
    .from(services)
    .leftJoin(subscriptions, eq(subscriptions.serviceId, services.id))
    .where(
      and(
        eq(services.companyId, companyId),
        eq(services.productType, 'BOOKKEEPING'),
        notInArray(services.status, ['CANCELLED', 'REFUNDED']),
        or(isNull(subscriptions.id), sql`${subscriptions.status} in ('ACTIVE', 'PAST_DUE')`),
      ),
    )
    .limit(1);
  return rows.length > 0;
};

/** GET /overview: what the books page shows first. */
export const booksOverview = async (
  exec: TDbExecutor,
  companyId: string,
  today: string,
): Promise<TBooksOverview> => {
  const months = lastMonths(today);
  const t = ledgerTransactions;
  const uncategorisedWhere = sql`${t.categoryId} is null and not ${t.isSplit} and ${t.source} <> 'invoice_payment'`;
  const [uncategorised, perMonth, closed, currencies, active, all] = await Promise.all([
    exec
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(t)
      .where(and(eq(t.companyId, companyId), uncategorisedWhere)),
    exec
      .select({
        month: sql<string>`to_char(${t.date}, 'YYYY-MM')`,
        transactions: sql<number>`count(*)`.mapWith(Number),
        uncategorised: sql<number>`count(*) filter (where ${uncategorisedWhere})`.mapWith(Number),
      })
      .from(t)
      .where(and(eq(t.companyId, companyId), sql`${t.date} >= ${`${months[0]}-01`}::date`))
      .groupBy(sql`to_char(${t.date}, 'YYYY-MM')`),
    exec
      .select({ month: booksClosedMonths.month })
      .from(booksClosedMonths)
      .where(eq(booksClosedMonths.companyId, companyId))
      .orderBy(desc(booksClosedMonths.month)),
    // The accounts' currencies, and those of invoice payments (a EUR invoice paid with no EUR
    // account: its income must still be reachable, decision 0184).
    exec.execute(sql`
      select currency from ${ledgerAccounts} where company_id = ${companyId}
      union
      select distinct currency from ${t}
        where company_id = ${companyId} and source = 'invoice_payment'
      order by currency`),
    hasBookkeeping(exec, companyId),
    exec
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(t)
      .where(eq(t.companyId, companyId)),
  ]);
  const byMonth = new Map(perMonth.map((m) => [m.month, m]));
  const closedSet = new Set(closed.map((c) => c.month));
  return {
    uncategorised: uncategorised[0]?.n ?? 0,
    bookkeeping: { active, closedThrough: closed[0]?.month ?? null },
    months: months.map((month) => ({
      month,
      transactions: byMonth.get(month)?.transactions ?? 0,
      uncategorised: byMonth.get(month)?.uncategorised ?? 0,
      closed: closedSet.has(month),
    })),
    currencies: rowsOf<{ currency: string }>(currencies).map((c) => c.currency),
    transactionCount: all[0]?.n ?? 0,
  };
};
