import type { FormEvent, ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

/*
 * The two dialogs of invoicing's components (a feature may not import another feature):
 * the lead may lift both into components/ui after issue 22.
 */

/** A dialog holding one form: its fields, what names no field, Cancel and the submit button. */
export const FormDialog = ({
  title,
  description,
  onClose,
  onSubmit,
  submit,
  pending,
  problem,
  formClassName = 'space-y-4',
  children,
}: {
  title: string;
  description: string;
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submit: string;
  pending: boolean;
  problem: string | null | undefined;
  formClassName?: string;
  children: ReactNode;
}) => (
  <Dialog
    open
    onOpenChange={(open) => (open ? undefined : onClose())}
    title={title}
    description={description}
  >
    <form noValidate onSubmit={onSubmit} className={formClassName}>
      {children}
      <div className="space-y-3 sm:col-span-2">
        {problem ? (
          <p role="alert" className="text-sm text-red-600">
            {problem}
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button appearance="outlined" variant="neutral" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={pending}>
            {submit}
          </Button>
        </div>
      </div>
    </form>
  </Dialog>
);

/** Asks before a step that takes something out of the books. */
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
