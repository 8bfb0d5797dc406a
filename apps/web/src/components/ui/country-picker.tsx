import { ChevronDown } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { clsx } from 'clsx';
import { countryByCode } from '@charterline/shared/countries';

// The searchable list (cmdk and Radix's dialog) arrives when the picker first opens.
const loadPanel = () => import('./country-picker-panel');
const CountryPickerPanel = lazy(loadPanel);

/**
 * A country field: a button showing the chosen country that opens a searchable list
 * (recent countries, then the quick ones of docs/product.md § Countries, then all by name;
 * aliases such as "uk"),
 * used by touch, mouse or keyboard (type, arrows, Enter; Escape closes).
 */
export const CountryPicker = ({
  label,
  value,
  onValueChange,
  error,
  id,
  className,
}: {
  label: string;
  value: string | undefined;
  onValueChange: (code: string) => void;
  error?: string;
  id?: string;
  className?: string;
}) => {
  const generated = useId();
  const buttonId = id ?? generated;
  const [open, setOpen] = useState(false);
  const chosen = value ? countryByCode(value)?.label : undefined;
  return (
    <div className={clsx('flex flex-col gap-1.5', className)}>
      <label
        id={`${buttonId}-label`}
        htmlFor={buttonId}
        className="text-sm font-medium text-slate-700"
      >
        {label}
      </label>
      <button
        id={buttonId}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-labelledby={`${buttonId}-label ${buttonId}-value`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${buttonId}-error` : undefined}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => setOpen(true)}
        className={clsx(
          'inline-flex h-11 items-center justify-between gap-2 rounded-lg border bg-white px-3 text-left text-base text-slate-900 shadow-sm',
          'focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none',
          error ? 'border-red-500' : 'border-slate-300',
        )}
      >
        <span id={`${buttonId}-value`} className={clsx('truncate', !chosen && 'text-slate-500')}>
          {chosen ?? 'Choose…'}
        </span>
        <ChevronDown size={16} aria-hidden="true" className="shrink-0" />
      </button>
      {error ? (
        <p id={`${buttonId}-error`} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
      {open ? (
        <Suspense fallback={null}>
          <CountryPickerPanel
            title={label}
            value={value}
            onClose={() => setOpen(false)}
            onChoose={(code) => {
              onValueChange(code);
              setOpen(false);
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
};
