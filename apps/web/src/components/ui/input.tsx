import { clsx } from 'clsx';
import { forwardRef, useId, type InputHTMLAttributes } from 'react';

export type TInputProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  /** Error text shown under the field and announced to screen readers. */
  error?: string;
  hint?: string;
};

/** The error (announced) or else the hint under a field; ids `<inputId>-error` / `-hint`. */
export const FieldMessage = ({
  inputId,
  error,
  hint,
}: {
  inputId: string;
  error?: string | undefined;
  hint?: string | undefined;
}) =>
  error ? (
    <p id={`${inputId}-error`} role="alert" className="text-sm text-red-600">
      {error}
    </p>
  ) : hint ? (
    <p id={`${inputId}-hint`} className="text-sm text-slate-500">
      {hint}
    </p>
  ) : null;

export const Input = forwardRef<HTMLInputElement, TInputProps>(
  ({ label, error, hint, id, className, ...rest }, ref) => {
    const generated = useId();
    const inputId = id ?? generated;
    const describedBy = error ? `${inputId}-error` : hint ? `${inputId}-hint` : undefined;
    return (
      <div className={clsx('flex flex-col gap-1.5', className)}>
        <label htmlFor={inputId} className="text-sm font-medium text-slate-700">
          {label}
        </label>
        <input
          ref={ref}
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={clsx(
            'h-11 rounded-lg border bg-white px-3 text-base text-slate-900 shadow-sm placeholder:text-slate-400',
            'focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none',
            error ? 'border-red-500' : 'border-slate-300',
          )}
          {...rest}
        />
        <FieldMessage inputId={inputId} error={error} hint={hint} />
      </div>
    );
  },
);
Input.displayName = 'Input';
