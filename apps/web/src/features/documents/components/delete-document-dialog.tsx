import { DELETED_KEEP_DAYS, type TVaultDocument } from '@charterline/shared/schemas/documents';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

/** Deleting an upload asks first (the vault deletes, and offers Undo after). */
export const DeleteDocumentDialog = ({
  doc,
  pending,
  onConfirm,
  onClose,
}: {
  doc: TVaultDocument;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) => (
  <Dialog
    open
    onOpenChange={(open) => (open ? undefined : onClose())}
    title={`Delete ${doc.title}?`}
    description={`It stays recoverable under "Show deleted" for ${DELETED_KEEP_DAYS} days, then it is gone for good.`}
  >
    <div className="flex justify-end gap-2">
      <Button appearance="outlined" variant="neutral" onClick={onClose}>
        Cancel
      </Button>
      <Button variant="danger" loading={pending} onClick={onConfirm}>
        Delete
      </Button>
    </div>
  </Dialog>
);
