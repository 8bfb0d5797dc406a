import { FileSpreadsheet, FileText, Upload } from 'lucide-react';
import { Link } from 'react-router';
import {
  LIABILITIES_NOTE,
  otherCurrencyNote,
  type TProfitAndLoss,
} from '@charterline/shared/schemas/accounting';
import { formatDay } from '@charterline/shared/format';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailed, LoadingBlocks } from '@/components/ui/load-states';
import { downloadReport, pnlPath, type TReportPeriodQuery } from '../api/reports';
import { ChartFrame, PnlChartLazy } from './lazy-charts';
import { money, pnlChartLabel, pnlView, uncategorisedText, type TPnlView } from './pnl-figures';
import { PnlTable } from './pnl-table';
import { IMPORT_PATH, UNCATEGORISED_LEDGER_SEARCH } from './report-links';
import { SummaryCards } from './summary-cards';

type TPnlState = {
  data: TProfitAndLoss | undefined;
  isError: boolean;
  /** The previous period's figures, shown while this period's load. */
  isPlaceholderData: boolean;
  refetch: () => unknown;
};

export const PnlExports = ({ query }: { query: TReportPeriodQuery }) => {
  const name = `profit-and-loss-${query.from}-to-${query.to}`;
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        size="sm"
        variant="neutral"
        onClick={() => void downloadReport(pnlPath(query, '.csv'), `${name}.csv`)}
      >
        <FileSpreadsheet size={16} aria-hidden="true" />
        Export P&amp;L (CSV)
      </Button>
      <Button
        size="sm"
        variant="neutral"
        onClick={() => void downloadReport(pnlPath(query, '.pdf'), `${name}.pdf`)}
      >
        <FileText size={16} aria-hidden="true" />
        Export P&amp;L (PDF)
      </Button>
    </div>
  );
};

/** Nothing booked in the period (categorised or not): the way in is an import. */
export const NoTransactions = ({ currency }: { currency?: string }) => (
  <EmptyState
    icon={<Upload size={24} aria-hidden="true" />}
    title={
      currency ? `No ${currency} transactions in this period` : 'No transactions in this period'
    }
    text="Import a bank statement, or choose another period."
    action={
      <Link to={IMPORT_PATH} className="font-semibold text-brand-700 underline underline-offset-2">
        Import a bank statement
      </Link>
    }
  />
);

/** Money owed to others (the tax collected on invoices): in the books, not in the profit. */
const Liabilities = ({ view }: { view: TPnlView }) => (
  <section
    aria-labelledby="pnl-liabilities"
    className="rounded-xl border border-slate-200 bg-white p-4 text-sm"
  >
    <h3 id="pnl-liabilities" className="font-semibold text-slate-900">
      Owed to others, not income
    </h3>
    <dl className="mt-2 space-y-1">
      {view.liabilities.map((l) => (
        <div key={l.categoryId} className="flex justify-between gap-3">
          <dt className="min-w-0 break-words">{l.name}</dt>
          <dd className="whitespace-nowrap font-semibold tabular-nums">
            {money(l.total, view.currency)}
          </dd>
        </div>
      ))}
    </dl>
    <p className="mt-2 text-slate-600">{LIABILITIES_NOTE}</p>
  </section>
);

/** The period's other currencies, each on its own and never converted into this one. */
const OtherCurrencies = ({
  others,
  onCurrency,
}: {
  others: TProfitAndLoss['otherCurrencies'];
  onCurrency: (currency: string) => void;
}) => (
  <section aria-labelledby="pnl-other-currencies" className="space-y-3">
    <h3 id="pnl-other-currencies" className="font-semibold text-slate-900">
      Other currencies
    </h3>
    <ul className="grid gap-3 sm:grid-cols-2">
      {others.map((o) => (
        <li
          key={o.currency}
          className="space-y-2 rounded-xl border border-slate-200 bg-white p-4 text-sm"
        >
          <p role="note" className="font-medium text-slate-900">
            {otherCurrencyNote(o)}
          </p>
          <dl className="space-y-1">
            {(
              [
                ['Income', o.income],
                ['Costs', o.costs],
                ['Net profit', o.netProfit],
                ...(o.liabilities !== 0 ? ([['Owed to others', o.liabilities]] as const) : []),
              ] as const
            ).map(([label, value]) => (
              <div key={label} className="flex justify-between gap-3">
                <dt className="text-slate-600">{label}</dt>
                <dd
                  className={`tabular-nums ${label === 'Net profit' && value < 0 ? 'text-red-700' : ''}`}
                >
                  {money(value, o.currency)}
                </dd>
              </div>
            ))}
          </dl>
          {o.uncategorised > 0 ? (
            <p className="text-amber-900">
              {o.uncategorised === 1
                ? '1 transaction is not categorised yet.'
                : `${o.uncategorised} transactions are not categorised yet.`}
            </p>
          ) : null}
          <Button size="sm" variant="neutral" onClick={() => onCurrency(o.currency)}>
            Show the {o.currency} profit and loss
          </Button>
        </li>
      ))}
    </ul>
  </section>
);

/**
 * Profit and loss: the income vs expenses cards, the monthly chart, the uncategorised
 * notice and the table carrying every number of the chart; then what is owed to others and
 * the period's other currencies apart (decision 0184: nothing is left out unseen).
 */
export const PnlSection = ({
  pnl,
  query,
  onCurrency,
}: {
  pnl: TPnlState;
  query: TReportPeriodQuery;
  onCurrency: (currency: string) => void;
}) => {
  const body = () => {
    if (pnl.isError && !pnl.data)
      return (
        <LoadFailed
          what="The profit and loss could not be loaded."
          retry={() => void pnl.refetch()}
        />
      );
    if (!pnl.data)
      return (
        <LoadingBlocks
          label="Loading the profit and loss…"
          heights={['h-20', 'h-56 sm:h-72', 'h-40']}
        />
      );
    const report = pnl.data;
    const others =
      report.otherCurrencies.length > 0 ? (
        <OtherCurrencies others={report.otherCurrencies} onCurrency={onCurrency} />
      ) : null;
    const empty =
      report.rows.length === 0 &&
      report.uncategorised.count === 0 &&
      report.liabilities.length === 0;
    if (empty)
      return others ? (
        <div className="space-y-4">
          <NoTransactions currency={report.currency} />
          {others}
        </div>
      ) : (
        <NoTransactions />
      );
    const view = pnlView(report);
    const notice = uncategorisedText(report.uncategorised, report.currency);
    return (
      <div className="space-y-4">
        <SummaryCards view={view} />
        {notice ? (
          <p role="note" className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
            {notice}.{' '}
            <Link
              to={{ search: UNCATEGORISED_LEDGER_SEARCH }}
              className="font-semibold underline underline-offset-2"
            >
              Categorise them
            </Link>
          </p>
        ) : null}
        {view.groups.length > 0 ? (
          <>
            <ChartFrame label={pnlChartLabel(view)}>
              <PnlChartLazy view={view} />
            </ChartFrame>
            {view.startsOn ? (
              <p className="text-sm text-slate-600">
                From {formatDay(view.startsOn)}, when your books start: the months before have no
                transactions.
              </p>
            ) : null}
            <PnlTable view={view} />
          </>
        ) : null}
        {view.liabilities.length > 0 ? <Liabilities view={view} /> : null}
        {others}
      </div>
    );
  };
  return (
    <section
      aria-labelledby="pnl-heading"
      aria-busy={pnl.isPlaceholderData || undefined}
      className={pnl.isPlaceholderData ? 'space-y-4 opacity-60 transition-opacity' : 'space-y-4'}
    >
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <h2 id="pnl-heading" className="text-lg font-semibold text-slate-900">
          Profit and loss
        </h2>
        <PnlExports query={query} />
      </div>
      {body()}
    </section>
  );
};
