import { useEffect } from 'react';
import { formatDate } from '@charterline/shared/format';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/lib/toast';
import { usePastFilings } from '../api/past-filings';
import { PastFilingsForm } from './past-filings-form';

const Loading = () => (
  <div role="status" className="space-y-3">
    <span className="sr-only">Loading your past filings…</span>
    <Skeleton className="h-5 w-2/3" />
    <Skeleton className="h-24" />
  </div>
);

const LoadError = ({
  retry,
  onDone,
  doneLabel,
}: {
  retry: () => void;
  onDone: () => void;
  doneLabel: string;
}) => (
  <div role="alert" className="space-y-3 text-sm text-slate-800">
    <p>Your past filings could not be loaded. Please try again.</p>
    <div className="flex flex-wrap gap-2">
      <Button size="sm" onClick={retry}>
        Try again
      </Button>
      <Button size="sm" appearance="plain" variant="neutral" onClick={onDone}>
        {doneLabel}
      </Button>
    </div>
  </div>
);

/**
 * "Bring your LLC", second step (issue 36 item 3, decision 0185): the filings due before the
 * LLC joined us, asked once its details are saved. None: straight on (`onDone`).
 */
export const PastFilingsStep = ({ onDone }: { onDone: () => void }) => {
  const past = usePastFilings();
  const none = past.data?.items.length === 0;
  const asking = (past.data?.items.length ?? 0) > 0;
  useEffect(() => {
    if (none) onDone();
  }, [none, onDone]);
  // The saved details' toast would sit over this step's buttons on a phone: the step says it.
  useEffect(() => {
    if (asking) toast.dismiss();
  }, [asking]);
  return (
    <section
      aria-labelledby="past-filings"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id="past-filings" className="text-lg font-semibold text-slate-900">
        Your past filings
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Your LLC’s details are saved: we are checking them with the state. These were due before you
        brought your LLC to us
        {past.data?.joinedOn ? ` on ${formatDate(past.data.joinedOn)}` : ''}. Tell us which were
        filed: what was not filed is overdue and we help you file it; what you do not know stays “to
        confirm” on your Compliance page, never counted as overdue.
      </p>
      <div className="mt-5">
        {past.isPending || none ? (
          <Loading />
        ) : past.isError ? (
          <LoadError retry={() => void past.refetch()} onDone={onDone} doneLabel="Skip for now" />
        ) : (
          <PastFilingsForm items={past.data.items} onDone={onDone} skipLabel="Skip for now" />
        )}
      </div>
    </section>
  );
};

/** The same questions from Compliance's "To confirm" group. */
export const PastFilingsDialog = ({ onClose }: { onClose: () => void }) => {
  const past = usePastFilings();
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Your past filings"
      description="Due before you brought your LLC to us. What was not filed becomes overdue; what you do not know stays to confirm."
      className="sm:max-w-2xl"
    >
      {past.isPending ? (
        <Loading />
      ) : past.isError ? (
        <LoadError retry={() => void past.refetch()} onDone={onClose} doneLabel="Close" />
      ) : past.data.items.length === 0 ? (
        <p className="text-sm text-slate-700">No past filing is left to answer.</p>
      ) : (
        <PastFilingsForm items={past.data.items} onDone={onClose} skipLabel="Cancel" />
      )}
    </Dialog>
  );
};
