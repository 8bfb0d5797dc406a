import { clsx } from 'clsx';
import { money, type TPnlView } from './pnl-figures';

const Card = ({ label, value, tone }: { label: string; value: string; tone?: 'bad' | 'good' }) => (
  <div className="rounded-xl border border-slate-200 bg-white p-4">
    <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">{label}</dt>
    <dd
      className={clsx(
        'mt-1 text-xl font-semibold tabular-nums',
        tone === 'bad' ? 'text-red-700' : tone === 'good' ? 'text-green-700' : 'text-slate-900',
      )}
    >
      {value}
    </dd>
  </div>
);

/** Income vs expenses for the period at a glance: the P&L's totals, stacked on a phone. */
export const SummaryCards = ({ view }: { view: TPnlView }) => {
  const net = view.netProfit.total;
  return (
    <dl
      aria-label="Income vs expenses"
      className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4"
    >
      <Card label="Income" value={money(view.income.total, view.currency)} />
      <Card label="Costs" value={money(view.costs.total, view.currency)} />
      <Card
        label="Net profit"
        value={money(net, view.currency)}
        tone={net < 0 ? 'bad' : net > 0 ? 'good' : undefined}
      />
      <Card
        label="Margin"
        value={view.marginPercent === null ? '—' : `${view.marginPercent}%`.replace(/^-/, '−')}
        tone={view.marginPercent !== null && view.marginPercent < 0 ? 'bad' : undefined}
      />
    </dl>
  );
};
