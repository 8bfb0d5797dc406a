import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { currencyDigits } from '@charterline/shared/rules/invoice-totals';
import { formatDate } from '@charterline/shared/format';
import { monthLabel } from './period';
import { money, type TPnlView } from './pnl-figures';
import type { TCashReport } from '@charterline/shared/schemas/accounting';

/**
 * The charts, in their own chunk (recharts is loaded only when the reports tab opens). They
 * are pictures of the numbers the tables beside them carry: the wrappers give the text
 * alternative, the charts themselves are hidden from assistive technology. No animation: the
 * figures are there at once (and a picture taken of the page shows them whole).
 */

const COLOURS = ['#2563eb', '#f97316', '#7c3aed', '#0d9488', '#db2777', '#ca8a04', '#4b5563'];
const major = (minor: number, currency: string) => minor / 10 ** currencyDigits(currency);
/** Axis ticks: "$12k", "−$800" — short enough for a phone. */
const tick = (currency: string) => (value: number) => {
  const sign = value < 0 ? '−' : '';
  const abs = Math.abs(value);
  const unit = currency === 'USD' ? '$' : `${currency} `;
  const text = abs >= 1000 ? `${Math.round(abs / 100) / 10}k` : String(Math.round(abs));
  return `${sign}${unit}${text}`;
};
/** Room for the axis' ticks: "EUR 4.5k" is wider than "$4.5k". */
const axisWidth = (currency: string) => (currency === 'USD' ? 56 : 72);
const tooltipMoney = (currency: string) => (value: unknown) =>
  typeof value === 'number'
    ? money(Math.round(value * 10 ** currencyDigits(currency)), currency)
    : String(value);

export const PnlChart = ({ view }: { view: TPnlView }) => {
  const { currency } = view;
  const data = view.months.map((month, i) => ({
    month: monthLabel(month),
    Income: major(view.income.byMonth[i] ?? 0, currency),
    Costs: major(view.costs.byMonth[i] ?? 0, currency),
    'Net profit': major(view.netProfit.byMonth[i] ?? 0, currency),
  }));
  return (
    <ResponsiveContainer width="100%" height="100%">
      {/* A picture: its figure's label and the table beside it say the figures; recharts'
          keyboard layer would put a tab stop inside the aria-hidden frame (axe). */}
      <ComposedChart
        data={data}
        accessibilityLayer={false}
        margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
      >
        <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e2e8f0" />
        <XAxis dataKey="month" tick={{ fontSize: 12 }} />
        <YAxis tickFormatter={tick(currency)} tick={{ fontSize: 12 }} width={axisWidth(currency)} />
        <Tooltip formatter={tooltipMoney(currency)} />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        <Bar dataKey="Income" fill="#16a34a" radius={[3, 3, 0, 0]} isAnimationActive={false} />
        <Bar dataKey="Costs" fill="#f97316" radius={[3, 3, 0, 0]} isAnimationActive={false} />
        <Line
          dataKey="Net profit"
          type="monotone"
          stroke="#1e3a8a"
          strokeWidth={2}
          dot
          isAnimationActive={false}
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
};

export const CashChart = ({ cash }: { cash: TCashReport }) => {
  const { currency } = cash;
  const data = cash.dates.map((date, i) => {
    const point: Record<string, string | number> = { date: formatDate(date) };
    for (const account of cash.accounts)
      point[account.name] = major(account.balances[i] ?? 0, currency);
    point.Total = major(cash.total[i] ?? 0, currency);
    return point;
  });
  return (
    <ResponsiveContainer width="100%" height="100%">
      {/* A picture: its figure's label and the table beside it say the figures; recharts'
          keyboard layer would put a tab stop inside the aria-hidden frame (axe). */}
      <LineChart
        data={data}
        accessibilityLayer={false}
        margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
      >
        <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e2e8f0" />
        <XAxis dataKey="date" tick={{ fontSize: 12 }} />
        <YAxis tickFormatter={tick(currency)} tick={{ fontSize: 12 }} width={axisWidth(currency)} />
        <Tooltip formatter={tooltipMoney(currency)} />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        {cash.accounts.map((account, i) => (
          <Line
            key={account.id}
            dataKey={account.name}
            type="monotone"
            stroke={COLOURS[i % COLOURS.length]}
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
        ))}
        <Line
          dataKey="Total"
          type="monotone"
          stroke="#0f172a"
          strokeWidth={3}
          strokeDasharray="6 3"
          dot={false}
          isAnimationActive={false}
        />
      </LineChart>
    </ResponsiveContainer>
  );
};
