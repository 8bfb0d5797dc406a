import {
  CATEGORY_TYPE_LABELS,
  PNL_TYPES,
  pnlFirstShownMonth,
  type TProfitAndLoss,
} from '@charterline/shared/schemas/accounting';
import { formatMinor } from '@charterline/shared/rules/invoice-totals';

type TPnlType = (typeof PNL_TYPES)[number];
type TLine = { byMonth: number[]; total: number };

/**
 * The P&L as people read it: income and costs both positive, net profit = income − costs.
 * The contract keeps money signed (out is negative) but does not say whether the report's
 * cost rows are; when net profit is the plain sum of the four groups the costs came signed
 * and are turned round here, so either answer shows the same table.
 */
const costsComeSigned = (pnl: TProfitAndLoss): boolean =>
  pnl.netProfit.total ===
    pnl.income.total + pnl.costOfSales.total + pnl.expenses.total + pnl.taxes.total &&
  pnl.costOfSales.total + pnl.expenses.total + pnl.taxes.total <= 0;

const flip = (line: TLine): TLine => ({
  byMonth: line.byMonth.map((v) => (v === 0 ? 0 : -v)),
  total: line.total === 0 ? 0 : -line.total,
});

export type TPnlGroup = {
  type: TPnlType;
  label: string;
  rows: { categoryId: string; name: string; byMonth: number[]; total: number }[];
  subtotal: TLine;
};

export type TPnlView = {
  /** The months shown: from the first month of the books when the period starts before it. */
  months: string[];
  /** The day the books start when months before it were left out, else null. */
  startsOn: string | null;
  currency: string;
  groups: TPnlGroup[];
  income: TLine;
  /** Cost of sales + expenses + taxes, positive. */
  costs: TLine;
  netProfit: TLine;
  /** Net profit over income, rounded to a whole percent; null without income. */
  marginPercent: number | null;
  /** Owed to others, not profit (the tax collected on invoices), over the months shown. */
  liabilities: { categoryId: string; name: string; byMonth: number[]; total: number }[];
};

const sumLines = (lines: TLine[], months: number): TLine => ({
  byMonth: Array.from({ length: months }, (_, i) =>
    lines.reduce((sum, l) => sum + (l.byMonth[i] ?? 0), 0),
  ),
  total: lines.reduce((sum, l) => sum + l.total, 0),
});

/**
 * The report as the page shows it: groups of categories with positive costs, and the months
 * from the first month of the books on (months before the company's first transaction are
 * not zeros to read; the totals are the period's all the same).
 */
export const pnlView = (pnl: TProfitAndLoss): TPnlView => {
  const signed = costsComeSigned(pnl);
  const start = pnlFirstShownMonth(pnl);
  const cut = <T extends TLine>(line: T): T => ({ ...line, byMonth: line.byMonth.slice(start) });
  const shown = (type: TPnlType, line: TLine) =>
    cut(signed && type !== 'income' ? flip(line) : line);
  const subtotals: Record<TPnlType, TLine> = {
    income: cut(pnl.income),
    cost_of_sales: shown('cost_of_sales', pnl.costOfSales),
    expense: shown('expense', pnl.expenses),
    tax: shown('tax', pnl.taxes),
  };
  const months = pnl.months.slice(start);
  const groups = PNL_TYPES.map((type) => ({
    type,
    label: CATEGORY_TYPE_LABELS[type],
    rows: pnl.rows
      .filter((r) => r.type === type)
      .map((r) => {
        const { byMonth, total } = shown(type, r);
        return { categoryId: r.categoryId, name: r.name, byMonth, total };
      }),
    subtotal: subtotals[type],
  })).filter((g) => g.rows.length > 0);
  const costs = sumLines(
    [subtotals.cost_of_sales, subtotals.expense, subtotals.tax],
    months.length,
  );
  const income = subtotals.income;
  return {
    months,
    startsOn: start > 0 ? pnl.firstTransactionOn : null,
    currency: pnl.currency,
    groups,
    income,
    costs,
    netProfit: cut(pnl.netProfit),
    marginPercent: income.total > 0 ? Math.round((pnl.netProfit.total / income.total) * 100) : null,
    liabilities: pnl.liabilities.map(cut),
  };
};

/** Money with a true minus sign for a negative amount ("−$1,200.00"). */
export const money = (minor: number, currency: string): string =>
  formatMinor(minor, currency).replace(/^-/, '−');

/** "Income $X, costs $Y, net profit $Z over the period": the chart's text alternative. */
export const pnlChartLabel = (view: TPnlView): string =>
  `Income ${money(view.income.total, view.currency)}, costs ${money(view.costs.total, view.currency)}, net profit ${money(view.netProfit.total, view.currency)} over the period`;

/** "12 transactions ($1,234.00) are not categorised yet and are not in these figures". */
export const uncategorisedText = (
  uncategorised: TProfitAndLoss['uncategorised'],
  currency: string,
): string | null => {
  if (uncategorised.count === 0) return null;
  const amount = money(uncategorised.in + Math.abs(uncategorised.out), currency);
  return uncategorised.count === 1
    ? `1 transaction (${amount}) is not categorised yet and is not in these figures`
    : `${uncategorised.count} transactions (${amount}) are not categorised yet and are not in these figures`;
};
