import { useEffect, useRef, useState } from 'react';
import type { TCategory, TLedgerAccount } from '@charterline/shared/schemas/accounting';
import { clsx } from 'clsx';
import { SearchField } from '@/components/forms/search-field';
import { UNCATEGORISED, type TLedgerQuery } from '../api/transactions';

/** How long typing pauses before the search is sent (one request per word, not per letter). */
export const SEARCH_DEBOUNCE_MS = 300;

const SELECT = 'h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm';

/** Search, account, category, dates, and the "Uncategorised (N)" chip. */
export const LedgerFilters = ({
  query,
  onChange,
  accounts,
  categories,
  uncategorised,
}: {
  query: TLedgerQuery;
  onChange: (change: Partial<TLedgerQuery>) => void;
  accounts: readonly TLedgerAccount[];
  categories: readonly TCategory[];
  uncategorised: number | undefined;
}) => {
  const [text, setText] = useState(query.q);
  // The address can change under the box (Clear filters, back): the box follows it then.
  const [seen, setSeen] = useState(query.q);
  if (seen !== query.q) {
    setSeen(query.q);
    if (text.trim() !== query.q) setText(query.q);
  }
  // The latest onChange, so a re-render of the page does not restart the search's wait.
  const change = useRef(onChange);
  useEffect(() => {
    change.current = onChange;
  });
  useEffect(() => {
    if (text.trim() === query.q) return;
    const timer = setTimeout(() => change.current({ q: text.trim() }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, query.q]);
  const chipOn = query.categoryId === UNCATEGORISED;
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-end gap-3">
        <SearchField
          label="Search transactions"
          value={text}
          placeholder="Description, counterparty, memo"
          onChange={setText}
        />
        <div className="flex flex-col gap-1">
          <label htmlFor="ledger-account" className="text-xs font-semibold text-slate-600">
            Account
          </label>
          <select
            id="ledger-account"
            value={query.accountId}
            onChange={(e) => onChange({ accountId: e.target.value })}
            className={SELECT}
          >
            <option value="">All accounts</option>
            {accounts.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="ledger-category" className="text-xs font-semibold text-slate-600">
            Category
          </label>
          <CategoryFilter query={query} categories={categories} onChange={onChange} />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="ledger-from" className="text-xs font-semibold text-slate-600">
            From
          </label>
          <input
            id="ledger-from"
            type="date"
            value={query.from}
            max={query.to || undefined}
            onChange={(e) => onChange({ from: e.target.value })}
            className={SELECT}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="ledger-to" className="text-xs font-semibold text-slate-600">
            To
          </label>
          <input
            id="ledger-to"
            type="date"
            value={query.to}
            min={query.from || undefined}
            onChange={(e) => onChange({ to: e.target.value })}
            className={SELECT}
          />
        </div>
      </div>
      {uncategorised !== undefined && (uncategorised > 0 || chipOn) ? (
        <button
          type="button"
          aria-pressed={chipOn}
          onClick={() => onChange({ categoryId: chipOn ? '' : UNCATEGORISED })}
          className={clsx(
            'rounded-full px-3 py-1 text-sm font-medium ring-1',
            chipOn
              ? 'bg-brand-700 text-white ring-brand-700'
              : 'bg-white text-slate-700 ring-slate-300',
          )}
        >
          Uncategorised ({uncategorised})
        </button>
      ) : null}
    </div>
  );
};

/** The category filter: every category (archived too: old rows use them), or Uncategorised. */
const CategoryFilter = ({
  query,
  categories,
  onChange,
}: {
  query: TLedgerQuery;
  categories: readonly TCategory[];
  onChange: (change: Partial<TLedgerQuery>) => void;
}) => (
  <select
    id="ledger-category"
    value={query.categoryId}
    onChange={(e) => onChange({ categoryId: e.target.value })}
    className={SELECT}
  >
    <option value="">All categories</option>
    <option value={UNCATEGORISED}>Uncategorised</option>
    {categories.map((c) => (
      <option key={c.id} value={c.id}>
        {c.name}
        {c.archived ? ' (archived)' : ''}
      </option>
    ))}
  </select>
);
