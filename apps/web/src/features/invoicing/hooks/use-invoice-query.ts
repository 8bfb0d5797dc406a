import { z } from 'zod';
import {
  INVOICE_SORT_FIELDS,
  SHOWN_INVOICE_STATUSES,
  type TShownInvoiceStatus,
} from '@charterline/shared/schemas/invoicing';
import { urlParam, useUrlState } from '@/lib/url-state';
import { DEFAULT_INVOICE_SORT, type TInvoiceQuery } from '../api/invoices';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const SORT = new RegExp(`^(${INVOICE_SORT_FIELDS.join('|')}),(asc|desc)$`);

const statusesOf = (value: string): TShownInvoiceStatus[] =>
  value
    .split(',')
    .filter((s): s is TShownInvoiceStatus =>
      (SHOWN_INVOICE_STATUSES as readonly string[]).includes(s),
    );

/** The list's filters in the address (`customer` is the customer's id). */
const ZInvoiceAddress = z.object({
  status: urlParam.text().transform(statusesOf),
  customer: urlParam.text(),
  from: urlParam.matching(DAY),
  to: urlParam.matching(DAY),
  q: urlParam.text(true),
  page: urlParam.page(0),
  sort: urlParam.matching(SORT, DEFAULT_INVOICE_SORT),
});

/**
 * The Invoices tab's filters, sort and page live in the URL (a link or a reload shows the
 * same list); the tab parameter is kept. Changing a filter goes back to the first page.
 */
export const useInvoiceQuery = () => {
  const { state, setState } = useUrlState(ZInvoiceAddress, { replace: true });
  const { customer, ...rest } = state;
  const query: TInvoiceQuery = { ...rest, customerId: customer };
  const setQuery = (change: Partial<TInvoiceQuery>) => {
    const { customerId, ...others } = change;
    setState({ page: 0, ...others, ...(customerId === undefined ? {} : { customer: customerId }) });
  };
  return { query, setQuery };
};
