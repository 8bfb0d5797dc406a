import type { FormEvent, ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

/**
 * A dialog holding one form: its fields, then what names no field, Cancel and the submit
 * button. Escape, the X and Cancel close it.
 */
export const FormDialog = ({
  title,
  description,
  onClose,
  onSubmit,
  submit,
  pending,
  problem,
  className,
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
  className?: string;
  formClassName?: string;
  children: ReactNode;
}) => (
  <Dialog
    open
    onOpenChange={(open) => (open ? undefined : onClose())}
    title={title}
    description={description}
    className={className}
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
