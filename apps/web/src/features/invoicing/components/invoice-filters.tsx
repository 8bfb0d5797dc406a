import { clsx } from 'clsx';
import { useEffect, useRef, useState, type ReactElement } from 'react';
import {
  SHOWN_INVOICE_STATUSES,
  SHOWN_STATUS_LABELS,
  type TShownInvoiceStatus,
} from '@charterline/shared/schemas/invoicing';
import { Button } from '@/components/ui/button';
import { useCustomers } from '../api/customers';
import { isFiltered, type TInvoiceQuery } from '../api/invoices';
import { SearchField } from '@/components/forms/search-field';

/** A search waits this long after the last key before it asks the server. */
export const INVOICE_SEARCH_DEBOUNCE_MS = 300;

const FIELD =
  'h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none';

/** A filter with its label around it. */
const Field = ({ label, children }: { label: string; children: ReactElement }) => (
  <label className="flex flex-col gap-1 text-xs font-semibold text-slate-600">
    {label}
    {children}
  </label>
);

const DATE_FIELDS = [
  { key: 'from', label: 'Issued from' },
  { key: 'to', label: 'Issued to' },
] as const;

const toggle = (list: TShownInvoiceStatus[], status: TShownInvoiceStatus) =>
  list.includes(status) ? list.filter((s) => s !== status) : [...list, status];

/** Status chips, customer, issue dates and search; the values live in the URL. */
export const InvoiceFilters = ({
  query,
  onChange,
}: {
  query: TInvoiceQuery;
  onChange: (change: Partial<TInvoiceQuery>) => void;
}) => {
  const customers = useCustomers();
  const [text, setText] = useState(query.q);
  // The latest onChange, so a re-render of the page does not restart the search's wait.
  const change = useRef(onChange);
  useEffect(() => {
    change.current = onChange;
  });
  useEffect(() => {
    if (text.trim() === query.q) return;
    const timer = setTimeout(() => change.current({ q: text.trim() }), INVOICE_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, query.q]);
  return (
    <div className="space-y-3">
      <div role="group" aria-label="Status" className="flex flex-wrap gap-2">
        {SHOWN_INVOICE_STATUSES.map((status) => {
          const on = query.status.includes(status);
          return (
            <button
              key={status}
              type="button"
              aria-pressed={on}
              onClick={() => onChange({ status: toggle(query.status, status) })}
              className={clsx(
                'rounded-full px-3 py-1 text-sm font-medium ring-1 focus-visible:outline-2 focus-visible:outline-brand-700',
                on
                  ? 'bg-brand-700 text-white ring-brand-700'
                  : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50',
              )}
            >
              {SHOWN_STATUS_LABELS[status]}
            </button>
          );
        })}
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
        <SearchField
          label="Search invoices"
          value={text}
          placeholder="Number or customer"
          onChange={setText}
        />
        <Field label="Customer">
          <select
            value={query.customerId}
            onChange={(e) => onChange({ customerId: e.target.value })}
            className={`${FIELD} sm:w-48`}
          >
            <option value="">All customers</option>
            {(customers.data ?? []).map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </Field>
        {DATE_FIELDS.map((d) => (
          <Field key={d.key} label={d.label}>
            <input
              type="date"
              value={query[d.key]}
              min={d.key === 'to' ? query.from || undefined : undefined}
              max={d.key === 'from' ? query.to || undefined : undefined}
              onChange={(e) => onChange({ [d.key]: e.target.value })}
              className={FIELD}
            />
          </Field>
        ))}
        {isFiltered(query) ? (
          <Button
            variant="neutral"
            appearance="plain"
            onClick={() => {
              setText('');
              onChange({ status: [], customerId: '', from: '', to: '', q: '' });
            }}
          >
            Clear filters
          </Button>
        ) : null}
      </div>
    </div>
  );
};
