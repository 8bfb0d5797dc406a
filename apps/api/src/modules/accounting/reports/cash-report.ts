import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { monthEnd } from '@charterline/shared/rules/months';
import type { TCashReport, TReportQuery } from '@charterline/shared/schemas/accounting';
import type { TDbExecutor } from '../../../db/client';
import { ledgerAccounts, ledgerTransactions as tx } from '../../../db/schema';

type TCashQuery = Required<Pick<TReportQuery, 'from' | 'to' | 'currency'>> & {
  accountId?: string;
};

/**
 * Balances of the accounts in `currency` at each month end of the period (the last point is
 * `to`): opening balance plus every transaction dated from the opening date to that day. Before
 * its opening date an account has no balance yet (0). Archived accounts show when they moved
 * in the period.
 */
export const cashReport = async (
  exec: TDbExecutor,
  companyId: string,
  q: TCashQuery,
  months: string[],
): Promise<TCashReport> => {
  const dates = months.map((m, i) => (i === months.length - 1 ? q.to : monthEnd(m)));
  const accounts = await exec
    .select()
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.companyId, companyId),
        eq(ledgerAccounts.currency, q.currency),
        q.accountId ? eq(ledgerAccounts.id, q.accountId) : undefined,
      ),
    )
    .orderBy(ledgerAccounts.name);
  const ids = accounts.map((a) => a.id);
  const firstDay = `${months[0]}-01`;
  // Everything before the period in one bucket, then one per month: the balances are running sums.
  const bucket = sql<string>`case when ${tx.date} < ${firstDay}::date then 'before' else to_char(${tx.date}, 'YYYY-MM') end`;
  const sums =
    ids.length === 0
      ? []
      : await exec
          .select({
            accountId: tx.accountId,
            bucket,
            sum: sql<string>`sum(${tx.amount})`,
            inPeriod: sql<number>`count(*) filter (where ${tx.date} >= ${q.from})::int`,
          })
          .from(tx)
          .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, tx.accountId))
          .where(
            and(
              eq(tx.companyId, companyId),
              inArray(tx.accountId, ids),
              lte(tx.date, q.to),
              gte(tx.date, ledgerAccounts.openingDate),
            ),
          )
          .groupBy(sql`1`, sql`2`); // by position: the bucket carries a bound parameter

  const rows = accounts.flatMap((account) => {
    const mine = sums.filter((s) => s.accountId === account.id);
    if (account.archivedAt && !mine.some((s) => s.inPeriod > 0)) return [];
    let running =
      account.openingBalance + Number(mine.find((s) => s.bucket === 'before')?.sum ?? 0);
    const balances = months.map((month, i) => {
      running += Number(mine.find((s) => s.bucket === month)?.sum ?? 0);
      return (dates[i] ?? '') < account.openingDate ? 0 : running;
    });
    return [{ id: account.id, name: account.name, balances }];
  });
  const total = dates.map((_, i) => rows.reduce((sum, r) => sum + (r.balances[i] ?? 0), 0));
  return { from: q.from, to: q.to, currency: q.currency, dates, accounts: rows, total };
};
