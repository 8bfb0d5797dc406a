import { lazy, Suspense, type ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import type { TCashReport } from '@charterline/shared/schemas/accounting';
import type { TPnlView } from './pnl-figures';

// recharts stays out of the dashboard's first download: one chunk, asked for on first use.
const load = () => import('./charts');
const LazyPnlChart = lazy(() => load().then((m) => ({ default: m.PnlChart })));
const LazyCashChart = lazy(() => load().then((m) => ({ default: m.CashChart })));

/**
 * A chart's frame: the text alternative for the picture, a fixed height (shorter on a phone)
 * that ResponsiveContainer fills, and a skeleton while the chart code loads.
 */
export const ChartFrame = ({ label, children }: { label: string; children: ReactNode }) => (
  <figure role="img" aria-label={label} className="h-56 w-full min-w-0 sm:h-72">
    <div aria-hidden="true" className="h-full w-full">
      <Suspense fallback={<Skeleton className="h-full w-full" />}>{children}</Suspense>
    </div>
  </figure>
);

export const PnlChartLazy = ({ view }: { view: TPnlView }) => <LazyPnlChart view={view} />;
export const CashChartLazy = ({ cash }: { cash: TCashReport }) => <LazyCashChart cash={cash} />;
