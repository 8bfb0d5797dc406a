import { CalendarCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';

export const ComplianceSkeleton = () => (
  <div role="status" className="space-y-3">
    <span className="sr-only">Loading your deadlines…</span>
    <Skeleton className="h-5 w-2/3" />
    <Skeleton className="h-20" />
    <Skeleton className="h-20" />
    <Skeleton className="h-20" />
  </div>
);

export const ComplianceError = ({ retry }: { retry: () => void }) => (
  <div role="alert" className="rounded-2xl bg-white p-6 text-center ring-1 ring-slate-200">
    <p className="text-slate-800">Your deadlines could not be loaded. Please try again.</p>
    <Button className="mt-4" onClick={retry}>
      Try again
    </Button>
  </div>
);

/** Nothing is computed before the state files the LLC: no invented rows. */
export const NotFormedYet = () => (
  <EmptyState
    icon={<CalendarCheck size={28} aria-hidden="true" />}
    title="Your deadlines appear as soon as the state files your LLC"
    text="They are computed from your state and your formation date; we add them the day your LLC is formed."
  />
);

export const NoDeadlines = () => (
  <EmptyState
    icon={<CalendarCheck size={28} aria-hidden="true" />}
    title="No deadlines due"
    text="Nothing is due for your LLC. We add each deadline as soon as the law sets it."
  />
);

/** The licence of the fee data asks for attribution. */
export const DataSources = () => (
  <p className="text-xs text-slate-500">
    Rules: own compilation from statutes and state pages; fees: 2026 LLC Cost Index
    (llcformationcost.com), CC BY 4.0
  </p>
);
