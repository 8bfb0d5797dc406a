import {
  CATEGORY_TYPES,
  CATEGORY_TYPE_LABELS,
  type TCategory,
} from '@charterline/shared/schemas/accounting';
import { clsx } from 'clsx';
import { groupCategories } from '../api/categories';

/**
 * A native select of the chart grouped by type (archived left out, but the current value is
 * kept as an option so an archived category still reads right). '' is "Uncategorised".
 */
export const CategorySelect = ({
  label,
  value,
  categories,
  onChange,
  emptyLabel = 'Uncategorised',
  id,
  className,
  disabled,
  invalid,
}: {
  /** The accessible name (the inline select has no visible label). */
  label?: string;
  value: string;
  categories: readonly TCategory[];
  onChange: (categoryId: string) => void;
  emptyLabel?: string;
  id?: string;
  className?: string;
  disabled?: boolean;
  invalid?: boolean;
}) => {
  const groups = groupCategories(categories, CATEGORY_TYPES);
  const current = categories.find((c) => c.id === value);
  return (
    <select
      id={id}
      aria-label={label}
      aria-invalid={invalid ? true : undefined}
      value={value}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value)}
      className={clsx(
        'h-9 rounded-lg border bg-white px-2 text-sm text-slate-900',
        invalid ? 'border-red-500' : 'border-slate-300',
        className,
      )}
    >
      <option value="">{emptyLabel}</option>
      {current?.archived ? <option value={current.id}>{current.name} (archived)</option> : null}
      {groups.map((g) => (
        <optgroup key={g.type} label={CATEGORY_TYPE_LABELS[g.type]}>
          {g.categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </optgroup>
      ))}
    </select>
  );
};
