import { clsx } from 'clsx';
import type { ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { FieldMessage } from '@/components/ui/input';

const controlClass =
  'h-11 rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none';

/**
 * The invoice form's own fields: their ids are the form's field names, so a problem of the
 * API lands on (and focuses) its field.
 */
type TFieldProps = { id: string; label: string; error?: string | undefined };

/** The label above the control, its problem under it. */
const Labelled = ({ id, label, error, children }: TFieldProps & { children: ReactNode }) => (
  <div className="flex flex-col gap-1.5">
    <label htmlFor={id} className="text-sm font-medium text-slate-700">
      {label}
    </label>
    {children}
    <FieldMessage inputId={id} error={error} />
  </div>
);

/** The control's own id, and its problem said to a screen reader. */
const controlProps = ({ id, error }: Pick<TFieldProps, 'id' | 'error'>) => ({
  id,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? `${id}-error` : undefined,
});

/** A native select (the phone's own picker), labelled, its problem under it. */
export const SelectField = ({
  id,
  label,
  error,
  children,
  ...select
}: SelectHTMLAttributes<HTMLSelectElement> & TFieldProps & { children: ReactNode }) => (
  <Labelled id={id} label={label} error={error}>
    <select
      {...controlProps({ id, error })}
      className={clsx(controlClass, error && 'border-red-500')}
      {...select}
    >
      {children}
    </select>
  </Labelled>
);

/** A labelled multi-line field, its problem under it. */
export const TextAreaField = ({
  id,
  label,
  error,
  ...rest
}: TextareaHTMLAttributes<HTMLTextAreaElement> & TFieldProps) => (
  <Labelled id={id} label={label} error={error}>
    <textarea
      {...controlProps({ id, error })}
      rows={3}
      className={clsx(
        'rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none',
        error && 'border-red-500',
      )}
      {...rest}
    />
  </Labelled>
);
