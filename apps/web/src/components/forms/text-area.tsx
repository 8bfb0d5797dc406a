import { clsx } from 'clsx';
import { forwardRef, useId, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { FieldMessage } from '@/components/ui/input';
import { fieldError } from '@/lib/field-error';

type TTextAreaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  /** What follows the message under the field (a live count). */
  children?: ReactNode;
};

/**
 * A labelled multi-line field (3 rows unless told) with its error, or hint, under it. Given a
 * `value` it is controlled (nothing shows as ''); registered on a form, it is not.
 */
export const TextArea = forwardRef<HTMLTextAreaElement, TTextAreaProps>(
  ({ label, error, hint, className, id, children, ...rest }, ref) => {
    const generated = useId();
    const areaId = id ?? generated;
    const controlled = 'value' in rest ? { value: rest.value ?? '' } : {};
    return (
      <div className={clsx('flex flex-col gap-1.5', className)}>
        <label htmlFor={areaId} className="text-sm font-medium text-slate-700">
          {label}
        </label>
        <textarea
          ref={ref}
          id={areaId}
          rows={3}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${areaId}-error` : hint ? `${areaId}-hint` : undefined}
          className={clsx(
            'rounded-lg border bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none',
            error ? 'border-red-500' : 'border-slate-300',
          )}
          {...rest}
          {...controlled}
        />
        <FieldMessage inputId={areaId} error={error} hint={hint} />
        {children}
      </div>
    );
  },
);
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
