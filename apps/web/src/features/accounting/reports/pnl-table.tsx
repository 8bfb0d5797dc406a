import { clsx } from 'clsx';
import { useLayoutEffect, useRef } from 'react';
import { useMediaQuery } from '@/lib/use-media-query';
import { monthLabel } from './period';
import { money, type TPnlView } from './pnl-figures';

type TLine = { byMonth: number[]; total: number };

/** The names stay in view at the left edge, a line between them and the months scrolling. */
const STICKY_AT_LEFT = 'sticky left-0 z-10 text-left shadow-[1px_0_0_#e2e8f0]';
const STICKY = `${STICKY_AT_LEFT} bg-white`;
/** The Total column stays in view at the right edge while the months scroll under it. */
const STICKY_AT_RIGHT = 'sticky right-0 z-10 shadow-[-1px_0_0_#e2e8f0]';
const STICKY_TOTAL = `${STICKY_AT_RIGHT} bg-white`;
const cell = (value: number, strong = false, signed = false) =>
  clsx(
    'whitespace-nowrap px-2 py-1.5 text-right tabular-nums',
    strong && 'font-semibold',
    signed && value < 0 && 'text-red-700',
  );

const Row = ({
  name,
  line,
  currency,
  strong = false,
  signed = false,
}: {
  name: string;
  line: TLine;
  currency: string;
  strong?: boolean;
  signed?: boolean;
}) => (
  <tr className={clsx(strong && 'border-t border-slate-200')}>
    <th
      scope="row"
      className={clsx(
        STICKY,
        'min-w-52 max-w-72 px-3 py-1.5 whitespace-normal',
        strong ? 'font-semibold' : 'font-normal',
      )}
    >
      {name}
    </th>
    {line.byMonth.map((value, i) => (
      <td key={i} className={cell(value, strong, signed)}>
        {money(value, currency)}
      </td>
    ))}
    <td className={clsx(cell(line.total, true, signed), STICKY_TOTAL)}>
      {money(line.total, currency)}
    </td>
  </tr>
);

/**
 * From a tablet up: categories grouped by type with a column per month and the period's total.
 * The names stay at the left and the Total at the right; the box opens on the latest months
 * (scrolled to its end), the earlier ones a scroll away when the period is long.
 */
const WideTable = ({ view }: { view: TPnlView }) => {
  const box = useRef<HTMLDivElement>(null);
  const shown = `${view.currency} ${view.months.join()}`;
  // Opened on the latest months: at the end when the report changes, and when the table
  // grows under it (another currency's wider amounts, the fonts arriving).
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const toEnd = () => {
      el.scrollLeft = el.scrollWidth;
    };
    toEnd();
    const table = el.firstElementChild;
    if (typeof ResizeObserver === 'undefined' || !table) return;
    const observer = new ResizeObserver(toEnd);
    observer.observe(table);
    return () => observer.disconnect();
  }, [shown]);
  return (
    <div
      ref={box}
      className="overflow-x-auto rounded-xl border border-slate-200 bg-white"
      tabIndex={0}
      role="region"
      aria-label="Profit and loss by month"
    >
      <table className="min-w-full text-sm">
        <caption className="sr-only">Profit and loss by category and month</caption>
        <thead className="bg-slate-50 text-xs uppercase text-slate-500">
          <tr>
            <th scope="col" className={clsx(STICKY_AT_LEFT, 'bg-slate-50 px-3 py-2')}>
              Category
            </th>
            {view.months.map((month) => (
              <th key={month} scope="col" className="whitespace-nowrap px-2 py-2 text-right">
                {monthLabel(month)}
              </th>
            ))}
            <th scope="col" className={clsx(STICKY_AT_RIGHT, 'bg-slate-50 px-2 py-2 text-right')}>
              Total
            </th>
          </tr>
        </thead>
        {view.groups.map((group) => (
          <tbody key={group.type} className="border-t border-slate-200">
            <tr>
              {/* The heading in the names' column (sticky), not across the table: a cell as
                  wide as the table scrolls away with it when the months are scrolled. */}
              <th
                scope="rowgroup"
                className={clsx(
                  STICKY,
                  'px-3 pb-1 pt-3 text-xs font-semibold uppercase tracking-wide text-slate-500',
                )}
              >
                {group.label}
              </th>
              <td colSpan={view.months.length} aria-hidden="true" />
              <td aria-hidden="true" className={STICKY_TOTAL} />
            </tr>
            {group.rows.map((row) => (
              <Row key={row.categoryId} name={row.name} line={row} currency={view.currency} />
            ))}
            <Row
              name={`Total ${group.label.toLowerCase()}`}
              line={group.subtotal}
              currency={view.currency}
              strong
            />
          </tbody>
        ))}
        <tbody className="border-t-2 border-slate-300">
          <Row name="Net profit" line={view.netProfit} currency={view.currency} strong signed />
        </tbody>
      </table>
    </div>
  );
};

const Amount = ({
  minor,
  currency,
  signed = false,
}: {
  minor: number;
  currency: string;
  signed?: boolean;
}) => (
  <span className={clsx('tabular-nums', signed && minor < 0 && 'text-red-700')}>
    {money(minor, currency)}
  </span>
);

/**
 * On a phone nothing scrolls sideways: the period's total by category (two columns), then one
 * card per month, the latest first, with its income, costs and net profit.
 */
const NarrowTables = ({ view }: { view: TPnlView }) => (
  <div className="space-y-4">
    <div className="rounded-xl border border-slate-200 bg-white">
      <table className="w-full table-fixed text-sm">
        <caption className="sr-only">Profit and loss by category</caption>
        <thead className="bg-slate-50 text-xs uppercase text-slate-500">
          <tr>
            <th scope="col" className="px-3 py-2 text-left">
              Category
            </th>
            <th scope="col" className="w-32 px-3 py-2 text-right">
              Total
            </th>
          </tr>
        </thead>
        {view.groups.map((group) => (
          <tbody key={group.type} className="border-t border-slate-200">
            <tr>
              <th
                scope="rowgroup"
                colSpan={2}
                className="px-3 pb-1 pt-3 text-left text-xs font-semibold uppercase tracking-wide text-slate-500"
              >
                {group.label}
              </th>
            </tr>
            {group.rows.map((row) => (
              <tr key={row.categoryId}>
                <th scope="row" className="px-3 py-1.5 text-left font-normal break-words">
                  {row.name}
                </th>
                <td className="px-3 py-1.5 text-right whitespace-nowrap">
                  <Amount minor={row.total} currency={view.currency} />
                </td>
              </tr>
            ))}
            <tr className="border-t border-slate-200 font-semibold">
              <th scope="row" className="px-3 py-1.5 text-left">
                Total {group.label.toLowerCase()}
              </th>
              <td className="px-3 py-1.5 text-right whitespace-nowrap">
                <Amount minor={group.subtotal.total} currency={view.currency} />
              </td>
            </tr>
          </tbody>
        ))}
        <tbody className="border-t-2 border-slate-300 font-semibold">
          <tr>
            <th scope="row" className="px-3 py-1.5 text-left">
              Net profit
            </th>
            <td className="px-3 py-1.5 text-right whitespace-nowrap">
              <Amount minor={view.netProfit.total} currency={view.currency} signed />
            </td>
          </tr>
        </tbody>
      </table>
    </div>
    <ol aria-label="Profit and loss by month" className="space-y-2">
      {view.months
        .map((month, i) => ({ month, i }))
        .reverse()
        .map(({ month, i }) => (
          <li key={month} className="rounded-xl border border-slate-200 bg-white p-3 text-sm">
            <h3 className="font-semibold text-slate-900">{monthLabel(month)}</h3>
            <dl className="mt-1 space-y-0.5">
              {(
                [
                  ['Income', view.income.byMonth[i] ?? 0, false],
                  ['Costs', view.costs.byMonth[i] ?? 0, false],
                  ['Net profit', view.netProfit.byMonth[i] ?? 0, true],
                ] as const
              ).map(([label, value, signed]) => (
                <div key={label} className="flex justify-between gap-3">
                  <dt className={signed ? 'font-semibold' : 'text-slate-600'}>{label}</dt>
                  <dd className={signed ? 'font-semibold' : undefined}>
                    <Amount minor={value} currency={view.currency} signed={signed} />
                  </dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
    </ol>
  </div>
);

/** The numbers behind the chart: by category and month on a wide screen, stacked on a phone. */
export const PnlTable = ({ view }: { view: TPnlView }) => {
  const wide = useMediaQuery('(min-width: 640px)');
  return wide ? <WideTable view={view} /> : <NarrowTables view={view} />;
};
