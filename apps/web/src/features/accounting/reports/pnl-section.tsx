import { FileSpreadsheet, FileText, Upload } from 'lucide-react';
import { Link } from 'react-router';
import type { TProfitAndLoss } from '@charterline/shared/schemas/accounting';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailed, LoadingBlocks } from '@/components/ui/load-states';
import { downloadReport, pnlPath, type TReportPeriodQuery } from '../api/reports';
import { ChartFrame, PnlChartLazy } from './lazy-charts';
import { pnlChartLabel, pnlView, uncategorisedText } from './pnl-figures';
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
export const NoTransactions = () => (
  <EmptyState
    icon={<Upload size={24} aria-hidden="true" />}
    title="No transactions in this period"
    text="Import a bank statement, or choose another period."
    action={
      <Link to={IMPORT_PATH} className="font-semibold text-brand-700 underline underline-offset-2">
        Import a bank statement
      </Link>
    }
  />
);

/**
 * Profit and loss: the income vs expenses cards, the monthly chart, the uncategorised
 * notice and the table carrying every number of the chart.
 */
export const PnlSection = ({ pnl, query }: { pnl: TPnlState; query: TReportPeriodQuery }) => {
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
    if (report.rows.length === 0 && report.uncategorised.count === 0) return <NoTransactions />;
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
            <PnlTable view={view} />
          </>
        ) : null}
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
