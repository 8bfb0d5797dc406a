import {
  CATEGORY_TYPE_LABELS,
  FORM_5472_LABELS,
  otherCurrencyNote,
  type TCashReport,
  type TForm5472Summary,
  type TProfitAndLoss,
} from '@charterline/shared/schemas/accounting';
import { csvOf, safeCell as text } from '../../../lib/csv';
import { majorFromMinor } from '@charterline/shared/rules/money';

/**
 * The P&L as a spreadsheet: one row per category, then the section lines and the net profit;
 * then what is owed to others (tax collected) and each other currency's totals, unconverted
 * (decision 0184: nothing of the period is left out).
 */
export const pnlCsv = (pnl: TProfitAndLoss): string => {
  const money = (v: number) => majorFromMinor(v, pnl.currency);
  const line = (label: string, s: { byMonth: number[]; total: number }) => [
    label,
    '',
    ...s.byMonth.map(money),
    money(s.total),
  ];
  return csvOf([
    ['Category', 'Type', ...pnl.months, 'Total'],
    ...pnl.rows.map((r) => [
      text(r.name),
      CATEGORY_TYPE_LABELS[r.type],
      ...r.byMonth.map(money),
      money(r.total),
    ]),
    line('Income', pnl.income),
    line('Cost of sales', pnl.costOfSales),
    line('Expenses', pnl.expenses),
    line('Taxes', pnl.taxes),
    line('Net profit', pnl.netProfit),
    ...pnl.liabilities.map((l) => [
      text(l.name),
      `${CATEGORY_TYPE_LABELS.liability} (not income)`,
      ...l.byMonth.map(money),
      money(l.total),
    ]),
    ...pnl.otherCurrencies.flatMap((o) => {
      const other = (v: number) => majorFromMinor(v, o.currency);
      return [
        [],
        [otherCurrencyNote(o)],
        [o.currency, 'Income', other(o.income)],
        [o.currency, 'Costs', other(o.costs)],
        [o.currency, 'Net profit', other(o.netProfit)],
        ...(o.liabilities !== 0
          ? [[o.currency, `${CATEGORY_TYPE_LABELS.liability} (not income)`, other(o.liabilities)]]
          : []),
        ...(o.uncategorised > 0
          ? [[o.currency, 'Not categorised yet', String(o.uncategorised)]]
          : []),
      ];
    }),
  ]);
};

/** Balances at each month end: one row per account, then the total. */
export const cashCsv = (cash: TCashReport): string => {
  const money = (v: number) => majorFromMinor(v, cash.currency);
  return csvOf([
    ['Account', ...cash.dates],
    ...cash.accounts.map((a) => [text(a.name), ...a.balances.map(money)]),
    ['Total', ...cash.total.map(money)],
  ]);
};

/** The reportable transactions with the owner, one per line, after the totals per line. */
export const form5472Csv = (summary: TForm5472Summary): string =>
  csvOf([
    ['Line', 'Currency', 'Total', 'Transactions'],
    ...summary.lines.flatMap((l) =>
      l.totals.length === 0
        ? [[l.label, '', '0', '0']]
        : l.totals.map((t) => [
            l.label,
            t.currency,
            majorFromMinor(t.amount, t.currency),
            String(l.count),
          ]),
    ),
    [],
    ['Date', 'Description', 'Category', 'Line', 'Currency', 'Amount'],
    ...summary.transactions.map((t) => [
      t.date,
      text(t.description),
      text(t.categoryName),
      FORM_5472_LABELS[t.kind],
      t.currency,
      majorFromMinor(t.amount, t.currency),
    ]),
  ]);
