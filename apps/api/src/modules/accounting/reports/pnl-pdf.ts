import { formatDate } from '@charterline/shared/format';
import { monthLabel } from '@charterline/shared/rules/months';
import {
  CATEGORY_TYPE_LABELS,
  LIABILITIES_NOTE,
  otherCurrencyNote,
  PNL_TYPES,
  pnlFirstShownMonth,
  type TProfitAndLoss,
} from '@charterline/shared/schemas/accounting';
import { A4_LANDSCAPE, A4_PORTRAIT, amountText, reportCanvas } from './report-pdf-canvas';

/** Up to six months print one column each; a longer period prints calendar quarters. */
export const MONTH_COLUMNS_MAX = 6;

type TColumn = { label: string; indexes: number[] };

/** The value columns of the table: months, or the quarters the months fall in. */
export const pnlColumns = (months: string[]): TColumn[] => {
  if (months.length <= MONTH_COLUMNS_MAX) {
    return months.map((m, i) => ({
      label: monthLabel(m).replace(/^(\w{3})\w*/, '$1'),
      indexes: [i],
    }));
  }
  const quarters: TColumn[] = [];
  for (const [i, m] of months.entries()) {
    const label = `Q${Math.ceil(Number(m.slice(5, 7)) / 3)} ${m.slice(0, 4)}`;
    const last = quarters.at(-1);
    if (last?.label === label) last.indexes.push(i);
    else quarters.push({ label, indexes: [i] });
  }
  return quarters;
};

const SECTION_TOTALS = {
  income: ['Total income', 'income'],
  cost_of_sales: ['Total cost of sales', 'costOfSales'],
  expense: ['Total expenses', 'expenses'],
  tax: ['Total taxes', 'taxes'],
} as const;

/**
 * The P&L for the customer's accountant or bank: a table by category with section totals,
 * from the month the books start; then what is owed to others (tax collected) and each other
 * currency apart, unconverted (decision 0184). Category names wrap, never cut.
 */
export const pnlPdf = async (
  pnl: TProfitAndLoss,
  companyName: string,
  generatedAt: Date,
): Promise<Buffer> => {
  const start = pnlFirstShownMonth(pnl);
  const columns = pnlColumns(pnl.months.slice(start)).map((col) => ({
    ...col,
    indexes: col.indexes.map((i) => i + start),
  }));
  const valueColumns = columns.length + 1;
  const size = valueColumns <= 5 ? A4_PORTRAIT : A4_LANDSCAPE;
  const c = await reportCanvas({ title: 'Profit and loss', size, generatedAt });
  const money = (v: number) => amountText(v, pnl.currency);
  const cellsOf = (byMonth: number[], total: number) => [
    ...columns.map((col) => money(col.indexes.reduce((s, i) => s + (byMonth[i] ?? 0), 0))),
    money(total),
  ];
  let y = await c.header(companyName, [
    `Period: ${formatDate(pnl.from)} – ${formatDate(pnl.to)}`,
    ...(start > 0 && pnl.firstTransactionOn
      ? [
          `The books start on ${formatDate(pnl.firstTransactionOn)}: the months before are left out.`,
        ]
      : []),
    `Currency: ${pnl.currency} (costs are shown as amounts spent)`,
  ]);
  const valueWidth = valueColumns <= 5 ? 72 : 64;
  const table = [
    { label: 'Category', width: c.right - c.left - valueWidth * valueColumns },
    ...columns.map((col) => ({ label: col.label, width: valueWidth })),
    { label: 'Total', width: valueWidth },
  ];
  const rows: { cells: string[]; strong?: boolean; heading?: boolean; indent?: boolean }[] = [];
  for (const type of PNL_TYPES) {
    const [label, key] = SECTION_TOTALS[type];
    const mine = pnl.rows.filter((r) => r.type === type);
    if (mine.length === 0 && pnl[key].total === 0) continue;
    rows.push({ cells: [CATEGORY_TYPE_LABELS[type]], heading: true });
    for (const r of mine)
      rows.push({ cells: [r.name, ...cellsOf(r.byMonth, r.total)], indent: true });
    rows.push({ cells: [label, ...cellsOf(pnl[key].byMonth, pnl[key].total)], strong: true });
  }
  rows.push({
    cells: ['Net profit', ...cellsOf(pnl.netProfit.byMonth, pnl.netProfit.total)],
    strong: true,
  });
  if (pnl.liabilities.length > 0) {
    rows.push({ cells: [`${CATEGORY_TYPE_LABELS.liability} (not income)`], heading: true });
    for (const l of pnl.liabilities)
      rows.push({ cells: [l.name, ...cellsOf(l.byMonth, l.total)], indent: true });
  }
  y = await c.table(y, table, rows);
  if (pnl.liabilities.length > 0) {
    y = c.room(y - 6, 24);
    y = await c.block(LIABILITIES_NOTE, y, { size: 8.5 });
  }
  if (pnl.uncategorised.count > 0) {
    y = c.room(y - 10, 30);
    y = await c.block(
      `Not included: ${pnl.uncategorised.count} uncategorised transaction${pnl.uncategorised.count === 1 ? '' : 's'} (in ${money(pnl.uncategorised.in)}, out ${money(-pnl.uncategorised.out)}). Categorise them for a complete report.`,
      y,
      { size: 8.5 },
    );
  }
  for (const o of pnl.otherCurrencies) {
    const other = (v: number) => `${o.currency} ${amountText(v, o.currency)}`;
    y = c.room(y - 10, 40);
    y = await c.block(otherCurrencyNote(o), y, { size: 9, bold: true });
    y = await c.block(
      [
        `Income ${other(o.income)}`,
        `costs ${other(o.costs)}`,
        `net profit ${other(o.netProfit)}`,
        ...(o.liabilities !== 0 ? [`owed to others ${other(o.liabilities)}`] : []),
        ...(o.uncategorised > 0 ? [`${o.uncategorised} not categorised yet`] : []),
      ].join(' · ') + `. Export the ${o.currency} profit and loss for its months.`,
      y - 2,
      { size: 8.5 },
    );
  }
  return c.finish();
};

// The PDF pool renders it off the event loop (lib/pdf-pool.ts).
declare module '../../../lib/pdf-pool' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface PdfRenderers {
    pnl: typeof pnlPdf;
  }
}
