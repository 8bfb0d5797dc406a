import { FileSpreadsheet } from 'lucide-react';
import { formatDate } from '@charterline/shared/format';
import { Button } from '@/components/ui/button';
import { LoadFailed, LoadingBlocks } from '@/components/ui/load-states';
import { cashPath, downloadReport, useCashReport, type TReportPeriodQuery } from '../api/reports';
import { CashChartLazy, ChartFrame } from './lazy-charts';
import { money } from './pnl-figures';

/** Cash by account: month-end balances per account and in all, and where each stands now. */
export const CashSection = ({ query }: { query: TReportPeriodQuery | null }) => {
  const cash = useCashReport(query);
  const body = () => {
    if (cash.isError && !cash.data)
      return (
        <LoadFailed what="Cash by account could not be loaded." retry={() => void cash.refetch()} />
      );
    if (!cash.data)
      return <LoadingBlocks label="Loading cash by account…" heights={['h-56 sm:h-72', 'h-20']} />;
    const report = cash.data;
    const last = report.dates.length - 1;
    if (report.accounts.length === 0 || last < 0)
      return <p className="text-sm text-slate-600">No bank account holds {report.currency} yet.</p>;
    const latest = report.accounts.map((a) => ({ ...a, balance: a.balances[last] ?? 0 }));
    const total = report.total[last] ?? 0;
    const lastDate = report.dates[last] ?? report.to;
    const label = `Month-end balances in ${report.currency}: ${latest
      .map((a) => `${a.name} ${money(a.balance, report.currency)}`)
      .join(', ')}; total ${money(total, report.currency)} on ${formatDate(lastDate)}`;
    return (
      <div className="space-y-4">
        <ChartFrame label={label}>
          <CashChartLazy cash={report} />
        </ChartFrame>
        <div>
          <h3 className="text-sm font-semibold text-slate-700">
            Balances on {formatDate(lastDate)}
          </h3>
          <dl className="mt-2 divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white text-sm">
            {latest.map((a) => (
              <div key={a.id} className="flex justify-between gap-3 px-3 py-2">
                <dt className="min-w-0 truncate">{a.name}</dt>
                <dd className={a.balance < 0 ? 'tabular-nums text-red-700' : 'tabular-nums'}>
                  {money(a.balance, report.currency)}
                </dd>
              </div>
            ))}
            <div className="flex justify-between gap-3 px-3 py-2 font-semibold">
              <dt>Total</dt>
              <dd className={total < 0 ? 'tabular-nums text-red-700' : 'tabular-nums'}>
                {money(total, report.currency)}
              </dd>
            </div>
          </dl>
        </div>
      </div>
    );
  };
  return (
    <section aria-labelledby="cash-heading" className="space-y-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <h2 id="cash-heading" className="text-lg font-semibold text-slate-900">
          Cash by account
        </h2>
        {query ? (
          <Button
            size="sm"
            variant="neutral"
            onClick={() =>
              void downloadReport(cashPath(query, '.csv'), `cash-${query.from}-to-${query.to}.csv`)
            }
          >
            <FileSpreadsheet size={16} aria-hidden="true" />
            Export cash (CSV)
          </Button>
        ) : null}
      </div>
      {body()}
    </section>
  );
};
