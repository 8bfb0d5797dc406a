import { clsx } from 'clsx';
import { FILTERS, type TFilter } from '../group-obligations';

export type TView = 'list' | 'calendar';

const FILTER_LABELS: Record<TFilter, string> = { all: 'All', open: 'Open', filed: 'Filed' };

const Segment = <T extends string>({
  label,
  options,
  value,
  onChange,
  small = false,
}: {
  label: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  small?: boolean;
}) => (
  <div role="group" aria-label={label} className="inline-flex rounded-lg bg-slate-100 p-1">
    {options.map((o) => (
      <button
        key={o.value}
        type="button"
        aria-pressed={o.value === value}
        onClick={() => onChange(o.value)}
        className={clsx(
          'rounded-md font-semibold focus-visible:outline-2 focus-visible:outline-brand-600',
          small ? 'px-2.5 py-1 text-xs' : 'px-4 py-1.5 text-sm',
          o.value === value ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600',
        )}
      >
        {o.label}
      </button>
    ))}
  </div>
);

/** List or calendar, and in the list which obligations to show. */
export const ViewControls = ({
  view,
  filter,
  onView,
  onFilter,
}: {
  view: TView;
  filter: TFilter;
  onView: (view: TView) => void;
  onFilter: (filter: TFilter) => void;
}) => (
  <div className="flex flex-wrap items-center justify-between gap-3">
    <Segment
      label="View"
      value={view}
      onChange={onView}
      options={[
        { value: 'list', label: 'List' },
        { value: 'calendar', label: 'Calendar' },
      ]}
    />
    {view === 'list' ? (
      <Segment
        small
        label="Show"
        value={filter}
        onChange={onFilter}
        options={FILTERS.map((f) => ({ value: f, label: FILTER_LABELS[f] }))}
      />
    ) : null}
  </div>
);
