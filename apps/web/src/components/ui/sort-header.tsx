import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';

/** The `aria-sort` of a column header for a list sorted by "field,asc|desc". */
export const ariaSort = (field: string | null, sort: string) => {
  const [by, dir] = sort.split(',');
  if (!field || by !== field) return undefined;
  return dir === 'asc' ? 'ascending' : 'descending';
};

/** A header that sorts: the first click sorts descending, the next flips it. */
export const SortHeader = ({
  field,
  label,
  sort,
  onSort,
}: {
  field: string;
  label: string;
  sort: string;
  onSort: (sort: string) => void;
}) => {
  const [by, dir] = sort.split(',');
  const active = by === field;
  const Icon = !active ? ArrowUpDown : dir === 'asc' ? ArrowUp : ArrowDown;
  return (
    <button
      type="button"
      onClick={() => onSort(`${field},${active && dir === 'desc' ? 'asc' : 'desc'}`)}
      className="inline-flex items-center gap-1 font-semibold hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-700"
    >
      {label}
      <Icon size={14} aria-hidden="true" />
    </button>
  );
};
