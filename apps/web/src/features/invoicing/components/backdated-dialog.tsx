import { formatDay } from '../invoicing-texts';
import {
  finalDatesOf,
  type TInvoice,
  type TInvoiceDatesChoice,
} from '@charterline/shared/schemas/invoicing';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

/**
 * Finalising or sending a draft dated before today (issue 36 item 5): its dates never change
 * unseen. The sender keeps the draft's date (its due date follows) or dates it today; each
 * choice says the dates it gives.
 */
export const BackdatedDialog = ({
  invoice,
  action,
  pending,
  onChoose,
  onClose,
}: {
  invoice: TInvoice;
  action: 'finalize' | 'send';
  pending: boolean;
  onChoose: (dates: TInvoiceDatesChoice) => void;
  onClose: () => void;
}) => {
  const today = new Date().toISOString().slice(0, 10);
  const kept = finalDatesOf(invoice, today, 'keep');
  const moved = finalDatesOf(invoice, today, 'today');
  const verb = action === 'send' ? 'Send' : 'Finalise';
  const choice = (dates: TInvoiceDatesChoice, label: string, due: string, primary: boolean) => (
    <Button
      variant={primary ? 'primary' : 'neutral'}
      appearance={primary ? 'filled' : 'outlined'}
      loading={pending}
      onClick={() => onChoose(dates)}
      className="h-auto flex-col items-start py-2 text-left"
    >
      <span>{label}</span>
      <span className="text-xs font-normal">Due {formatDay(due)}</span>
    </Button>
  );
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={`This draft is dated ${formatDay(invoice.issueDate)}`}
      description={`Which date should it be issued with? ${
        action === 'send' ? 'Sending' : 'Finalising'
      } gives it its number; it can no longer be edited after.`}
    >
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button appearance="outlined" variant="neutral" onClick={onClose}>
          Cancel
        </Button>
        {choice('keep', `${verb}, dated ${formatDay(kept.issueDate)}`, kept.dueDate, false)}
        {choice('today', `${verb}, dated today`, moved.dueDate, true)}
      </div>
    </Dialog>
  );
};
