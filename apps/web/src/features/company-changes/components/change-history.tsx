import { History } from 'lucide-react';
import { Link } from 'react-router';
import { formatDate } from '@charterline/shared/format';
import type { TCompanyChange } from '@charterline/shared/schemas/company-changes';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/lib/toast';
import { useCancelCompanyChange } from '../api/cancel-company-change';
import { useCompanyChanges } from '../api/get-company-changes';
import { STATUS_LABELS, STATUS_STYLES } from '../change-texts';
import { PayChange } from './pay-change';

/** Saves a company document (the route passes the vault's download). */
export type TSaveDocument = (doc: { id: string; fileName: string }) => Promise<void>;

const ChangeActions = ({
  change,
  autoPay,
  onPayOpened,
}: {
  change: TCompanyChange;
  autoPay: boolean;
  onPayOpened: () => void;
}) => {
  const cancel = useCancelCompanyChange();
  if (change.status !== 'awaiting_payment') return null;
  // A refusal (already paid meanwhile) is the app's error toast, as every failed call's.
  const cancelIt = () =>
    cancel.mutate(change.id, { onSuccess: () => toast.success('Change cancelled') });
  return (
    <div className="mt-3 flex flex-col gap-2 sm:flex-row">
      {change.checkout ? (
        <PayChange
          change={{ ...change, checkout: change.checkout }}
          autoOpen={autoPay}
          onOpened={onPayOpened}
        />
      ) : null}
      <Button
        variant="neutral"
        appearance="outlined"
        className="w-full sm:w-auto"
        aria-label={`Cancel: ${change.label}`}
        loading={cancel.isPending}
        onClick={cancelIt}
      >
        Cancel
      </Button>
    </div>
  );
};

const ChangeItem = ({
  change,
  download,
  autoPay,
  onPayOpened,
}: {
  change: TCompanyChange;
  download: TSaveDocument;
  autoPay: boolean;
  onPayOpened: () => void;
}) => {
  const proofId = change.proofDocumentId;
  return (
    <li className="py-4">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-slate-900">{change.label}</span>
        <span
          className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${STATUS_STYLES[change.status]}`}
        >
          {STATUS_LABELS[change.status]}
        </span>
      </div>
      <p className="mt-1 text-sm break-words text-slate-700">
        {change.before ? `${change.before} → ` : ''}
        {change.after}
      </p>
      <p className="mt-1 text-sm text-slate-500">
        Requested {formatDate(change.requestedAt)} by {change.requestedBy}
        {change.completedAt ? ` · Completed ${formatDate(change.completedAt)}` : ''}
      </p>
      {change.serviceId || proofId ? (
        <div className="mt-2 flex flex-wrap gap-x-4 gap-y-2 text-sm">
          {change.serviceId ? (
            <Link
              to={`/dashboard/services/${change.serviceId}`}
              className="font-semibold text-brand-700 underline"
            >
              See the service<span className="sr-only">: {change.label}</span>
            </Link>
          ) : null}
          {proofId ? (
            <button
              type="button"
              className="font-semibold text-brand-700 underline"
              onClick={() =>
                void download({ id: proofId, fileName: `${change.label} - proof.pdf` })
              }
            >
              Download proof<span className="sr-only">: {change.label}</span>
            </button>
          ) : null}
        </div>
      ) : null}
      <ChangeActions change={change} autoPay={autoPay} onPayOpened={onPayOpened} />
    </li>
  );
};

/** Every change of the company, newest first, with what it changed and where it stands. */
export const ChangeHistory = ({
  download,
  payNow,
  onPayOpened,
}: {
  download: TSaveDocument;
  /** The change whose checkout opens at once (just asked for). */
  payNow: string | null;
  onPayOpened: () => void;
}) => {
  const changes = useCompanyChanges();
  return (
    <section aria-labelledby="change-history-title" className="space-y-3">
      <h3 id="change-history-title" className="font-semibold text-slate-900">
        History
      </h3>
      {changes.isPending ? (
        <div role="status" className="space-y-3">
          <span className="sr-only">Loading your changes…</span>
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
        </div>
      ) : changes.isError ? (
        <div role="alert" className="rounded-2xl bg-white p-6 text-center ring-1 ring-slate-200">
          <p className="text-slate-800">Your changes could not be loaded.</p>
          <Button className="mt-4" onClick={() => void changes.refetch()}>
            Try again
          </Button>
        </div>
      ) : changes.data.length === 0 ? (
        <EmptyState
          icon={<History size={28} aria-hidden="true" />}
          title="No changes yet"
          text="Changes you make to your company appear here, with what changed and the state's proof."
        />
      ) : (
        <ul className="divide-y divide-slate-100 rounded-2xl bg-white px-5 ring-1 ring-slate-200">
          {changes.data.map((c) => (
            <ChangeItem
              key={c.id}
              change={c}
              download={download}
              autoPay={c.id === payNow}
              onPayOpened={onPayOpened}
            />
          ))}
        </ul>
      )}
    </section>
  );
};
