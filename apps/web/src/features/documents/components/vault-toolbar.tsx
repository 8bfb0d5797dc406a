import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { TVaultQuery } from '../api/get-documents';
import { CategorySelect, FIELD_CLASS, LabelledField } from './vault-fields';

/** A search waits this long after the last key before it asks the server. */
export const SEARCH_DEBOUNCE_MS = 300;

const SORT_LABELS: Record<TVaultQuery['sort'], string> = {
  newest: 'Newest',
  oldest: 'Oldest',
  name: 'Name',
};

/** Search (debounced), category, sort and "Show deleted"; the values live in the URL. */
export const VaultToolbar = ({
  query,
  onChange,
}: {
  query: TVaultQuery;
  onChange: (change: Partial<TVaultQuery>) => void;
}) => {
  const [text, setText] = useState(query.q);
  useEffect(() => {
    if (text.trim() === query.q) return;
    const timer = setTimeout(() => onChange({ q: text.trim() }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, query.q, onChange]);
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
      <LabelledField label="Search documents">
        {(id) => (
          <div className="relative">
            <Search
              size={16}
              aria-hidden="true"
              className="absolute top-1/2 left-3 -translate-y-1/2 text-slate-400"
            />
            <input
              id={id}
              type="search"
              value={text}
              onChange={(e) => setText(e.target.value)}
              placeholder="Title, file name or tag"
              className={`${FIELD_CLASS} w-full pl-9 sm:w-64`}
            />
          </div>
        )}
      </LabelledField>
      <LabelledField label="Category">
        {(id) => (
          <CategorySelect
            id={id}
            value={query.category}
            onChange={(category) => onChange({ category })}
            allLabel="All categories"
          />
        )}
      </LabelledField>
      <LabelledField label="Sort by">
        {(id) => (
          <select
            id={id}
            value={query.sort}
            onChange={(e) => onChange({ sort: e.target.value as TVaultQuery['sort'] })}
            className={FIELD_CLASS}
          >
            {Object.entries(SORT_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        )}
      </LabelledField>
      <label className="flex h-10 items-center gap-2 text-sm text-slate-700">
        <input
          type="checkbox"
          checked={query.deleted}
          onChange={(e) => onChange({ deleted: e.target.checked })}
          className="size-4 rounded border-slate-300 text-brand-700 focus:ring-brand-600"
        />
        Show deleted
      </label>
    </div>
  );
};
