import { Link } from 'react-router';
import { formatMinor } from '@charterline/shared/rules/invoice-totals';
import type { TInvoiceListItem } from '@charterline/shared/schemas/invoicing';
import { useMediaQuery } from '@/lib/use-media-query';
import { ariaSort, SortHeader } from '@/components/ui/sort-header';
import { balanceLine, balanceText, formatDay, invoiceDetailPath } from '../invoicing-texts';
import { InvoiceStatusBadge } from './invoice-status-badge';

type TSortField = 'number' | 'issueDate' | 'dueDate' | 'total' | 'balance';

const COLUMNS: { field: TSortField | null; label: string; numeric?: boolean }[] = [
  { field: 'number', label: 'Number' },
  { field: null, label: 'Customer' },
  { field: null, label: 'Status' },
  { field: 'issueDate', label: 'Issued' },
  { field: 'dueDate', label: 'Due' },
  { field: 'total', label: 'Total', numeric: true },
  { field: 'balance', label: 'Balance', numeric: true },
];

type TListProps = {
  invoices: TInvoiceListItem[];
  /** "field,asc|desc", as in the address. */
  sort: string;
  onSort: (sort: string) => void;
};

const numberOf = (invoice: TInvoiceListItem) => invoice.number ?? 'Draft';

/** A table from 1024 px, cards below; a row or card opens the invoice. */
export const InvoiceTable = ({ invoices, sort, onSort }: TListProps) => {
  const wide = useMediaQuery('(min-width: 1024px)');
  if (!wide) return <InvoiceCards invoices={invoices} sort={sort} onSort={onSort} />;
  return (
    <div className="overflow-hidden rounded-2xl bg-white ring-1 ring-slate-200">
      <table className="w-full text-left text-sm">
        <thead className="bg-slate-50 text-slate-600">
          <tr>
            {COLUMNS.map((c) => (
              <th
                key={c.label}
                scope="col"
                aria-sort={ariaSort(c.field, sort)}
                className={`px-4 py-3 ${c.numeric ? 'text-right' : ''}`}
              >
                {c.field ? (
                  <SortHeader field={c.field} label={c.label} sort={sort} onSort={onSort} />
                ) : (
                  <span className="font-semibold">{c.label}</span>
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {invoices.map((invoice) => (
            <tr key={invoice.id} className="hover:bg-slate-50">
              <td className="px-4 py-3 font-medium whitespace-nowrap">
                <Link
                  to={invoiceDetailPath(invoice.id)}
                  className="text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
                >
                  {numberOf(invoice)}
                </Link>
              </td>
              <td className="px-4 py-3 text-slate-900">{invoice.customer.name}</td>
              <td className="px-4 py-3">
                <InvoiceStatusBadge status={invoice.shownStatus} />
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-slate-700">
                {formatDay(invoice.issueDate)}
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-slate-700">
                {formatDay(invoice.dueDate)}
              </td>
              <td className="px-4 py-3 text-right whitespace-nowrap text-slate-900 tabular-nums">
                {formatMinor(invoice.total, invoice.currency)}
              </td>
              <td className="px-4 py-3 text-right font-semibold whitespace-nowrap text-slate-900 tabular-nums">
                {balanceText(invoice)}
                {invoice.creditOwed > 0 ? (
                  <span className="block text-xs font-medium text-amber-900">
                    Owed back {formatMinor(invoice.creditOwed, invoice.currency)}
                  </span>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
};

const SORT_CHOICES = [
  { value: 'issueDate,desc', label: 'Newest first' },
  { value: 'issueDate,asc', label: 'Oldest first' },
  { value: 'dueDate,asc', label: 'Due soonest' },
  { value: 'balance,desc', label: 'Largest balance' },
  { value: 'total,desc', label: 'Largest total' },
  { value: 'number,desc', label: 'Number' },
];

/** Below 1024 px: one card per invoice, and the sort as a select. */
const InvoiceCards = ({ invoices, sort, onSort }: TListProps) => (
  <div className="space-y-3">
    <label className="flex items-center gap-2 text-sm text-slate-700">
      Sort by
      <select
        value={SORT_CHOICES.some((c) => c.value === sort) ? sort : ''}
        onChange={(e) => onSort(e.target.value)}
        className="h-10 rounded-lg border border-slate-300 bg-white px-2 text-sm"
      >
        {SORT_CHOICES.some((c) => c.value === sort) ? null : <option value="">Custom</option>}
        {SORT_CHOICES.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
    </label>
    <ul className="space-y-3">
      {invoices.map((invoice) => (
        <li key={invoice.id}>
          <Link
            to={invoiceDetailPath(invoice.id)}
            className="block rounded-2xl bg-white p-4 ring-1 ring-slate-200 hover:ring-brand-600 focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-semibold text-slate-900">{numberOf(invoice)}</p>
                <p className="truncate text-sm text-slate-600">{invoice.customer.name}</p>
              </div>
              <InvoiceStatusBadge status={invoice.shownStatus} />
            </div>
            <div className="mt-3 flex items-end justify-between gap-3 text-sm">
              <p className="text-slate-600">
                Issued {formatDay(invoice.issueDate)}
                <br />
                Due {formatDay(invoice.dueDate)}
              </p>
              <p className="text-right">
                <span className="block text-slate-600">
                  Total {formatMinor(invoice.total, invoice.currency)}
                </span>
                <span className="font-semibold text-slate-900">{balanceLine(invoice)}</span>
                {invoice.creditOwed > 0 ? (
                  <span className="block text-xs font-medium text-amber-900">
                    Owed back {formatMinor(invoice.creditOwed, invoice.currency)}
                  </span>
                ) : null}
              </p>
            </div>
          </Link>
        </li>
      ))}
    </ul>
  </div>
);
