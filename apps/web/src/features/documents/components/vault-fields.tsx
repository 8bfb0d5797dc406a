import { DOCUMENT_CATEGORIES, type TDocumentCategory } from '@charterline/shared/schemas/documents';
import { clsx } from 'clsx';
import { useId, type ReactNode } from 'react';
import { CATEGORY_LABELS } from '../document-texts';

export const FIELD_CLASS =
  'h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none';

/** A small label over a toolbar field; the field gets the id. */
export const LabelledField = ({
  label,
  children,
}: {
  label: string;
  children: (id: string) => ReactNode;
}) => {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-slate-600">
        {label}
      </label>
      {children(id)}
    </div>
  );
};

/** The categories as a native select (keyboard and phone pickers for free). */
export const CategorySelect = <T extends TDocumentCategory | ''>({
  id,
  value,
  onChange,
  allLabel,
  className,
}: {
  id: string;
  value: T;
  onChange: (value: T) => void;
  /** An "all" choice (the filter); without it a category must be picked. */
  allLabel?: string;
  className?: string;
}) => (
  <select
    id={id}
    value={value}
    onChange={(e) => onChange(e.target.value as T)}
    className={clsx(FIELD_CLASS, className)}
  >
    {allLabel ? <option value="">{allLabel}</option> : null}
    {DOCUMENT_CATEGORIES.map((c) => (
      <option key={c} value={c}>
        {CATEGORY_LABELS[c]}
      </option>
    ))}
  </select>
);
