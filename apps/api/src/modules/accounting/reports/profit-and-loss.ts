import { and, asc, eq, gte, lte, not, sql, type SQL } from 'drizzle-orm';
import {
  PNL_TYPES,
  type TProfitAndLoss,
  type TReportQuery,
} from '@charterline/shared/schemas/accounting';
import type { TDbExecutor } from '../../../db/client';
import { ledgerCategories, ledgerSplits, ledgerTransactions as tx } from '../../../db/schema';

type TPnlQuery = Required<Pick<TReportQuery, 'from' | 'to' | 'currency'>> & {
  accountId?: string;
};
type TPnlType = (typeof PNL_TYPES)[number];

/**
 * What counts in a report: the company's transactions in the period (every currency: each is
 * summed on its own), but not an invoice payment matched to a deposit (the deposit counts
 * instead, so income counts once).
 */
export const countedTransactions = (companyId: string, q: Omit<TPnlQuery, 'currency'>): SQL => {
  const where = [
    eq(tx.companyId, companyId),
    gte(tx.date, q.from),
    lte(tx.date, q.to),
    not(and(eq(tx.source, 'invoice_payment'), sql`${tx.matchedId} is not null`) as SQL),
  ];
  if (q.accountId) where.push(eq(tx.accountId, q.accountId));
  return and(...where) as SQL;
};

const monthExpr = sql<string>`to_char(${tx.date}, 'YYYY-MM')`;

/**
 * Sums by currency, month and category: whole transactions by their category, split ones by
 * their parts. One pass for every currency of the period (decision 0184: the report's currency
 * and the others apart).
 */
const sumsByMonthAndCategory = async (
  exec: TDbExecutor,
  companyId: string,
  q: Omit<TPnlQuery, 'currency'>,
) => {
  const counted = countedTransactions(companyId, q);
  // Grouped by day first (plain columns: no function per row), then by month over the few
  // thousand day groups: twice as fast as to_char on each of a year's 50,000 rows.
  const byDay = exec
    .select({
      day: sql<string>`${tx.date}`.as('day'),
      currency: sql<string>`${tx.currency}`.as('currency'),
      categoryId: sql<string | null>`${tx.categoryId}`.as('category_id'),
      sum: sql<string>`sum(${tx.amount})`.as('s'),
      count: sql<string>`count(*)`.as('n'),
      in: sql<string>`coalesce(sum(${tx.amount}) filter (where ${tx.amount} > 0), 0)`.as('i'),
    })
    .from(tx)
    .where(and(counted, eq(tx.isSplit, false)))
    .groupBy(tx.date, tx.currency, tx.categoryId)
    .as('by_day');
  const [whole, parts] = await Promise.all([
    exec
      .select({
        month: sql<string>`to_char(${byDay.day}, 'YYYY-MM')`,
        currency: byDay.currency,
        categoryId: byDay.categoryId,
        sum: sql<string>`sum(${byDay.sum})`,
        count: sql<string>`sum(${byDay.count})`,
        in: sql<string>`sum(${byDay.in})`,
      })
      .from(byDay)
      .groupBy(sql`1`, sql`2`, sql`3`),
    exec
      .select({
        month: monthExpr,
        currency: tx.currency,
        categoryId: ledgerSplits.categoryId,
        sum: sql<string>`sum(${ledgerSplits.amount})`,
      })
      .from(ledgerSplits)
      .innerJoin(tx, eq(tx.id, ledgerSplits.transactionId))
      .where(and(counted, eq(tx.isSplit, true), eq(ledgerSplits.companyId, companyId)))
      .groupBy(monthExpr, tx.currency, ledgerSplits.categoryId),
  ]);
  return { whole, parts };
};

const zeros = (n: number) => Array.from({ length: n }, () => 0);
const series = (byMonth: number[]) => ({ byMonth, total: byMonth.reduce((a, b) => a + b, 0) });

/** Costs are shown as amounts spent (positive); income as received. */
const shownSign = (type: TPnlType) => (type === 'income' ? 1 : -1);

/** Liability categories (tax collected): money in the books that is owed, not profit. */
const LIABILITY_TYPE = 'liability';

type TSums = Awaited<ReturnType<typeof sumsByMonthAndCategory>>;

/** The figures of one currency: P&L rows and sections, and what is owed to others. */
const figuresOf = (
  sums: TSums,
  currency: string,
  months: string[],
  categories: (typeof ledgerCategories.$inferSelect)[],
) => {
  const whole = sums.whole.filter((w) => w.currency === currency);
  const parts = sums.parts.filter((p) => p.currency === currency);
  const index = new Map(months.map((m, i) => [m, i]));
  const byCategory = new Map<string, number[]>();
  const uncategorised = { count: 0, in: 0, out: 0 };
  const add = (categoryId: string, month: string, amount: number) => {
    const i = index.get(month);
    if (i === undefined) return;
    const row = byCategory.get(categoryId) ?? zeros(months.length);
    row[i] = (row[i] ?? 0) + amount;
    byCategory.set(categoryId, row);
  };
  for (const w of whole) {
    if (w.categoryId) add(w.categoryId, w.month, Number(w.sum));
    else {
      uncategorised.count += Number(w.count);
      uncategorised.in += Number(w.in);
      uncategorised.out += Number(w.sum) - Number(w.in);
    }
  }
  for (const p of parts) add(p.categoryId, p.month, Number(p.sum));

  const pnlTypes: readonly string[] = PNL_TYPES;
  const rows = categories
    .filter((c) => pnlTypes.includes(c.type) && byCategory.has(c.id))
    .map((c) => {
      const type = c.type as TPnlType;
      const byMonth = (byCategory.get(c.id) ?? []).map((v) => v * shownSign(type) || 0);
      return { categoryId: c.id, name: c.name, type, ...series(byMonth) };
    })
    .sort((a, b) => PNL_TYPES.indexOf(a.type) - PNL_TYPES.indexOf(b.type));
  // Owed to others: money in positive (tax collected), paid over negative.
  const liabilities = categories
    .filter((c) => c.type === LIABILITY_TYPE && byCategory.has(c.id))
    .map((c) => ({
      categoryId: c.id,
      name: c.name,
      ...series((byCategory.get(c.id) ?? []).map((v) => v || 0)),
    }));
  const section = (type: TPnlType) =>
    series(
      months.map((_, i) =>
        rows.filter((r) => r.type === type).reduce((sum, r) => sum + (r.byMonth[i] ?? 0), 0),
      ),
    );
  const income = section('income');
  const costOfSales = section('cost_of_sales');
  const expenses = section('expense');
  const taxes = section('tax');
  const netProfit = series(
    months.map(
      (_, i) =>
        (income.byMonth[i] ?? 0) -
        (costOfSales.byMonth[i] ?? 0) -
        (expenses.byMonth[i] ?? 0) -
        (taxes.byMonth[i] ?? 0),
    ),
  );
  return {
    rows,
    income,
    costOfSales,
    expenses,
    taxes,
    netProfit,
    uncategorised,
    liabilities,
  };
};

/** The day of the company's first transaction (the (company, date) index: one row read). */
const firstTransactionOf = async (exec: TDbExecutor, companyId: string) => {
  const [first] = await exec
    .select({ date: tx.date })
    .from(tx)
    .where(eq(tx.companyId, companyId))
    .orderBy(asc(tx.date))
    .limit(1);
  return first?.date ?? null;
};

/**
 * The profit and loss of a period (decision 0149 for the sign convention): one row per P&L
 * category with an amount, the four section series and the net profit, in the currency asked.
 * Decision 0184: nothing is left out silently. What is owed to others (the tax collected on
 * invoices) is listed apart from profit; each other currency of the period is summed apart,
 * never converted.
 */
export const profitAndLoss = async (
  exec: TDbExecutor,
  companyId: string,
  q: TPnlQuery,
  months: string[],
): Promise<TProfitAndLoss> => {
  const [categories, sums, firstTransactionOn] = await Promise.all([
    exec
      .select()
      .from(ledgerCategories)
      .where(eq(ledgerCategories.companyId, companyId))
      .orderBy(ledgerCategories.position, ledgerCategories.name),
    sumsByMonthAndCategory(exec, companyId, q),
    firstTransactionOf(exec, companyId),
  ]);
  const figures = figuresOf(sums, q.currency, months, categories);
  const others = [
    ...new Set(
      [...sums.whole, ...sums.parts].map((r) => r.currency).filter((c) => c !== q.currency),
    ),
  ].sort();
  const otherCurrencies = [];
  for (const currency of others) {
    const f = figuresOf(sums, currency, months, categories);
    // Only owner or transfer money in it (not profit or loss in any currency): nothing to say.
    if (f.rows.length + f.liabilities.length + f.uncategorised.count === 0) continue;
    otherCurrencies.push({
      currency,
      income: f.income.total,
      costs: f.costOfSales.total + f.expenses.total + f.taxes.total,
      netProfit: f.netProfit.total,
      liabilities: f.liabilities.reduce((sum, l) => sum + l.total, 0),
      uncategorised: f.uncategorised.count,
    });
  }
  return {
    from: q.from,
    to: q.to,
    currency: q.currency,
    months,
    ...figures,
    otherCurrencies,
    firstTransactionOn,
  };
};
