import { clsx } from 'clsx';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldMessage } from '@/components/ui/input';

/** "Message": a tall labelled text area registered on the form, its error under it. */
export const MessageField = ({
  field,
  error,
}: {
  field: UseFormRegisterReturn;
  error: string | undefined;
}) => {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        Message
      </label>
      <textarea
        id={id}
        rows={6}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={clsx(
          'rounded-lg border bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none',
          error ? 'border-red-500' : 'border-slate-300',
        )}
        {...field}
      />
      <FieldMessage inputId={id} error={error} />
    </div>
  );
};
