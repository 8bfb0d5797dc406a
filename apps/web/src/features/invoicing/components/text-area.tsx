import { clsx } from 'clsx';
import { forwardRef, useId, type TextareaHTMLAttributes } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { FieldMessage } from '@/components/ui/input';
import { fieldError } from '@/lib/field-error';

/** A labelled multi-line field with its error (or hint) under it. */
export const TextArea = forwardRef<
  HTMLTextAreaElement,
  TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; error?: string; hint?: string }
>(({ label, error, hint, className, value, ...rest }, ref) => {
  const id = useId();
  return (
    <div className={clsx('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <textarea
        ref={ref}
        id={id}
        rows={3}
        value={value ?? ''}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
        className={clsx(
          'rounded-lg border bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none',
          error ? 'border-red-500' : 'border-slate-300',
        )}
        {...rest}
      />
      <FieldMessage inputId={id} error={error} hint={hint} />
    </div>
  );
});
TextArea.displayName = 'TextArea';

/** A TextArea bound to a form field, with that field's error in words. */
export const FormTextArea = <T extends FieldValues>({
  control,
  name,
  label,
  hint,
  className,
}: {
  control: Control<T>;
  name: Path<T>;
  label: string;
  hint?: string;
  className?: string;
}) => (
  <Controller
    control={control}
    name={name}
    render={({ field, fieldState }) => (
      <TextArea
        label={label}
        hint={hint}
        className={className}
        {...field}
        error={fieldError(fieldState.error)}
      />
    )}
  />
);
