import { useState } from 'react';
import { Link } from 'react-router';
import { formatDate, formatMoney } from '@charterline/shared/format';
import type { TService, TSubscription } from '@charterline/shared/schemas/services';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { toast } from '@/lib/toast';
import { useChangeRenewal } from '../api/change-renewal';
import { renewalState } from '../service-texts';

type TRenewalActionsProps = {
  service: TService & { subscription: TSubscription };
  /** The confirmation is open from the start (the reminder e-mail's one-click link). */
  confirmAtOnce?: boolean;
  onConfirmClosed?: () => void;
};

// A failure is toasted by the query client's mutation cache, in the catalogue's words.

const REGISTERED_AGENT_KEY = 'registered-agent';

/**
 * Our agent is the one the state has on file (decision 0187): cancelling its renewal leaves the
 * LLC without one unless another is appointed before the term ends.
 */
const AgentEndsWarning = ({ endsOn }: { endsOn: string }) => (
  <div
    role="note"
    className="mb-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200"
  >
    <p className="font-semibold">The state has our agent on file for your LLC.</p>
    <p className="mt-1">
      After {formatDate(endsOn)} nobody receives its legal papers. Before then, appoint another
      agent with the state: LLC Management, Changes, Registered agent.
    </p>
    <Link
      to="/dashboard/llc-management?tab=changes&change=REGISTERED_AGENT"
      className="mt-2 inline-block font-semibold text-amber-900 underline"
    >
      Change the registered agent
    </Link>
  </div>
);

/**
 * "Cancel renewal" (one click, then one confirmation) and "Undo cancellation": no other step,
 * no e-mail, no ticket (issue 18 §3).
 */
export const RenewalActions = ({
  service,
  confirmAtOnce = false,
  onConfirmClosed,
}: TRenewalActionsProps) => {
  const { subscription } = service;
  const state = renewalState(subscription);
  const cancellable = state === 'renews' || state === 'past-due';
  // The e-mail's link may be followed after the renewal was cancelled or ended: no dialog then.
  const [confirming, setConfirming] = useState(confirmAtOnce && cancellable);
  const change = useChangeRenewal(service.id);
  const close = () => {
    setConfirming(false);
    onConfirmClosed?.();
  };
  const cancel = () =>
    change.mutate('cancel', {
      onSuccess: (s) => {
        close();
        toast.success(`Renewal cancelled. ${service.name} ends on ${formatDate(s.termEndsAt)}.`, {
          subject: `renewal:${service.id}`,
        });
      },
    });
  const resume = () =>
    change.mutate('resume', {
      onSuccess: (s) =>
        // The same subject: it replaces "Renewal cancelled" rather than piling on it.
        toast.success(
          `Renewal resumed. ${service.name} renews on ${formatDate(s.termEndsAt)} for ${formatMoney(s.renewalAmount)}.`,
          { subject: `renewal:${service.id}` },
        ),
    });
  return (
    <>
      {cancellable ? (
        <Button
          size="sm"
          variant="danger"
          appearance="outlined"
          aria-label={`Cancel renewal of ${service.name}`}
          onClick={() => setConfirming(true)}
        >
          Cancel renewal
        </Button>
      ) : null}
      {state === 'cancelled' ? (
        <Button
          size="sm"
          appearance="outlined"
          aria-label={`Undo cancellation of ${service.name}`}
          loading={change.isPending}
          onClick={resume}
        >
          Undo cancellation
        </Button>
      ) : null}
      <Dialog
        open={confirming}
        onOpenChange={(open) => (open ? setConfirming(true) : close())}
        title={`Cancel the renewal of ${service.name}?`}
        description={`You keep it until ${formatDate(subscription.termEndsAt)}; nothing more is charged. You can undo this until then.`}
      >
        {service.productKey === REGISTERED_AGENT_KEY ? (
          <AgentEndsWarning endsOn={subscription.termEndsAt} />
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button appearance="outlined" variant="neutral" onClick={close}>
            Keep it
          </Button>
          <Button variant="danger" loading={change.isPending} onClick={cancel}>
            Cancel renewal
          </Button>
        </div>
      </Dialog>
    </>
  );
};
