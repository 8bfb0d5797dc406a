import { clsx } from 'clsx';
import { monthLabel } from './period';
import { money, type TPnlView } from './pnl-figures';

type TLine = { byMonth: number[]; total: number };

const STICKY = 'sticky left-0 z-10 bg-white text-left';
const cell = (value: number, strong = false, signed = false) =>
  clsx(
    'whitespace-nowrap px-3 py-1.5 text-right tabular-nums',
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
      className={clsx(STICKY, 'px-3 py-1.5', strong ? 'font-semibold' : 'font-normal')}
    >
      {name}
    </th>
    {line.byMonth.map((value, i) => (
      <td key={i} className={cell(value, strong, signed)}>
        {money(value, currency)}
      </td>
    ))}
    <td className={cell(line.total, true, signed)}>{money(line.total, currency)}</td>
  </tr>
);

/**
 * The numbers behind the chart: categories grouped by type with a column per month and the
 * period's total. It scrolls sideways in its own box on a phone; the names stay in view.
 */
export const PnlTable = ({ view }: { view: TPnlView }) => (
  <div
    className="overflow-x-auto rounded-xl border border-slate-200 bg-white"
    tabIndex={0}
    role="region"
    aria-label="Profit and loss by month"
  >
    <table className="min-w-full text-sm">
      <caption className="sr-only">Profit and loss by category and month</caption>
      <thead className="bg-slate-50 text-xs uppercase text-slate-500">
        <tr>
          <th scope="col" className={clsx(STICKY, 'bg-slate-50 px-3 py-2')}>
            Category
          </th>
          {view.months.map((month) => (
            <th key={month} scope="col" className="whitespace-nowrap px-3 py-2 text-right">
              {monthLabel(month)}
            </th>
          ))}
          <th scope="col" className="px-3 py-2 text-right">
            Total
          </th>
        </tr>
      </thead>
      {view.groups.map((group) => (
        <tbody key={group.type} className="border-t border-slate-200">
          <tr>
            <th
              scope="rowgroup"
              colSpan={view.months.length + 2}
              className="sticky left-0 bg-white px-3 pb-1 pt-3 text-left text-xs font-semibold uppercase tracking-wide text-slate-500"
            >
              {group.label}
            </th>
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
