import { useState, type FormEvent } from 'react';
import {
  NOT_APPLICABLE_REASON_MESSAGE,
  type TObligation,
} from '@charterline/shared/schemas/compliance';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { errorsByField, SOMETHING_WENT_WRONG } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useResolveObligation } from '../api/resolve-obligation';

/** The body's fields, each shown by its input; the API's other errors go above the buttons. */
const FIELDS = ['reason'];

/** "Not applicable": only with a reason, which stays on the obligation for later. */
export const NotApplicableDialog = ({
  obligation,
  onClose,
}: {
  obligation: TObligation;
  onClose: () => void;
}) => {
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const resolve = useResolveObligation(obligation.id);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (reason.trim().length < 3) {
      setErrors({ reason: NOT_APPLICABLE_REASON_MESSAGE });
      return;
    }
    setErrors({});
    resolve.mutate(
      { action: 'not-applicable', body: { reason: reason.trim() } },
      {
        onSuccess: (o) => {
          toast.success(`${o.title} marked as not applicable.`);
          onClose();
        },
        onError: (error) =>
          setErrors(errorsByField(error, FIELDS, { fallback: SOMETHING_WENT_WRONG })),
      },
    );
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Not applicable?"
      description={`Tell us why ${obligation.title} ${obligation.period} does not apply to your LLC. You can undo this later.`}
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        <Input
          label="Reason"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          error={errors.reason}
          maxLength={500}
        />
        {errors.form ? (
          <p role="alert" className="text-sm text-red-600">
            {errors.form}
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button appearance="outlined" variant="neutral" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={resolve.isPending}>
            Mark as not applicable
          </Button>
        </div>
      </form>
    </Dialog>
  );
};
