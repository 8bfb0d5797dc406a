import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

/** Asks before a step that cannot be undone (void, delete, a step out of the books). */
export const ConfirmDialog = ({
  title,
  text,
  confirm,
  danger = false,
  pending,
  onConfirm,
  onClose,
}: {
  title: string;
  text: string;
  confirm: string;
  danger?: boolean;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) => (
  <Dialog
    open
    onOpenChange={(open) => (open ? undefined : onClose())}
    title={title}
    description={text}
  >
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button appearance="outlined" variant="neutral" onClick={onClose}>
        Cancel
      </Button>
      <Button variant={danger ? 'danger' : 'primary'} loading={pending} onClick={onConfirm}>
        {confirm}
      </Button>
    </div>
  </Dialog>
);
