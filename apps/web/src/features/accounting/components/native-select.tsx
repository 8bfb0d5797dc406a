import { useId, type SelectHTMLAttributes } from 'react';
import { FieldMessage } from '@/components/ui/input';

/**
 * A labelled native select with its error under it: the mapping step has many, and a native
 * one is the quickest to use with a keyboard and on a phone.
 */
export const NativeSelect = ({
  label,
  error,
  hint,
  options,
  ...rest
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> & {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  options: readonly { value: string; label: string }[];
}) => {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
        className={`h-11 min-w-0 rounded-lg border bg-white px-3 text-base text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none ${
          error ? 'border-red-500' : 'border-slate-300'
        }`}
        {...rest}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldMessage inputId={id} error={error} hint={hint} />
    </div>
  );
};
