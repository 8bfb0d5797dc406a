import {
  INVOICE_SORT_FIELDS,
  SHOWN_INVOICE_STATUSES,
  type TShownInvoiceStatus,
} from '@charterline/shared/schemas/invoicing';
import { useSearchParams } from 'react-router';
import { DEFAULT_INVOICE_SORT, type TInvoiceQuery } from '../api/invoices';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const SORT = new RegExp(`^(${INVOICE_SORT_FIELDS.join('|')}),(asc|desc)$`);

const statusesOf = (value: string | null): TShownInvoiceStatus[] =>
  (value ?? '')
    .split(',')
    .filter((s): s is TShownInvoiceStatus =>
      (SHOWN_INVOICE_STATUSES as readonly string[]).includes(s),
    );

/** The list's filters from the address; what is not understood is left out. */
export const invoiceQueryOf = (params: URLSearchParams): TInvoiceQuery => {
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const sort = params.get('sort') ?? '';
  const page = Number(params.get('page'));
  return {
    status: statusesOf(params.get('status')),
    customerId: params.get('customer') ?? '',
    from: DAY.test(from) ? from : '',
    to: DAY.test(to) ? to : '',
    q: params.get('q')?.trim() ?? '',
    page: Number.isInteger(page) && page > 0 ? page : 0,
    sort: SORT.test(sort) ? sort : DEFAULT_INVOICE_SORT,
  };
};

/**
 * The Invoices tab's filters, sort and page live in the URL (a link or a reload shows the
 * same list); the tab parameter is kept. Changing a filter goes back to the first page.
 */
export const useInvoiceQuery = () => {
  const [params, setParams] = useSearchParams();
  const query = invoiceQueryOf(params);
  const setQuery = (change: Partial<TInvoiceQuery>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        const merged = { ...query, page: 0, ...change };
        const values: Record<string, string> = {
          status: merged.status.join(','),
          customer: merged.customerId,
          from: merged.from,
          to: merged.to,
          q: merged.q,
          page: merged.page > 0 ? String(merged.page) : '',
          sort: merged.sort === DEFAULT_INVOICE_SORT ? '' : merged.sort,
        };
        for (const [name, value] of Object.entries(values)) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        return next;
      },
      { replace: true },
    );
  return { query, setQuery };
};
