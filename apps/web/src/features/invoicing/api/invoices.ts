import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  TInvoice,
  TInvoiceDraftInput,
  TInvoiceList,
  TShownInvoiceStatus,
} from '@charterline/shared/schemas/invoicing';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const INVOICES_PATH = '/client/company/v7/invoices';
export const invoicePath = (id: string) => `${INVOICES_PATH}/${encodeURIComponent(id)}`;

/** What the list asks for (all of it lives in the page's address). */
export type TInvoiceQuery = {
  status: TShownInvoiceStatus[];
  customerId: string;
  /** Issue date range, YYYY-MM-DD or ''. */
  from: string;
  to: string;
  q: string;
  page: number;
  sort: string;
};

export const DEFAULT_INVOICE_SORT = 'issueDate,desc';
export const INVOICE_PAGE_SIZE = 25;

/** The filters as a query string: only what differs from the server's defaults, in a fixed order. */
export const invoiceFilterParams = (query: TInvoiceQuery): URLSearchParams => {
  const params = new URLSearchParams();
  if (query.status.length > 0) params.set('status', query.status.join(','));
  if (query.customerId) params.set('customerId', query.customerId);
  if (query.from) params.set('from', query.from);
  if (query.to) params.set('to', query.to);
  if (query.q) params.set('q', query.q);
  return params;
};

/** Whether the list is narrowed by any filter (an empty answer then means "no match"). */
export const isFiltered = (query: TInvoiceQuery): boolean =>
  invoiceFilterParams(query).toString() !== '';

export const invoiceListPath = (query: TInvoiceQuery): string => {
  const params = invoiceFilterParams(query);
  if (query.page > 0) params.set('page', String(query.page));
  params.set('size', String(INVOICE_PAGE_SIZE));
  if (query.sort !== DEFAULT_INVOICE_SORT) params.set('sort', query.sort);
  return `${INVOICES_PATH}?${params.toString()}`;
};

export const invoiceListQueryOptions = (query: TInvoiceQuery) =>
  queryOptions({
    queryKey: queryKeys.invoices.list(query),
    queryFn: ({ signal }) => apiRequest<TInvoiceList>(invoiceListPath(query), { signal }),
  });

/** A page of invoices and the company's totals; the previous page stays while the next loads. */
export const useInvoiceList = (query: TInvoiceQuery) =>
  useQuery({ ...invoiceListQueryOptions(query), placeholderData: keepPreviousData });

export const invoiceQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.invoices.detail(id),
    queryFn: ({ signal }) => apiRequest<TInvoice>(invoicePath(id), { signal }),
  });

/**
 * One invoice with its payments, credit notes and events; none asked while `id` is undefined
 * (a new invoice). `silent`: the page says itself that it could not be loaded (no toast).
 */
export const useInvoice = (id: string | undefined, { silent = false } = {}) =>
  useQuery({
    ...invoiceQueryOptions(id ?? ''),
    enabled: id !== undefined,
    ...(silent ? { meta: { silent } } : {}),
  });

/** After a change: the answer is the invoice as it is now; lists and totals are asked again. */
export const useInvoiceSaved = () => {
  const queryClient = useQueryClient();
  return (invoice: TInvoice) => {
    queryClient.setQueryData(queryKeys.invoices.detail(invoice.id), invoice);
    return queryClient.invalidateQueries({ queryKey: queryKeys.invoices.lists() });
  };
};

/**
 * A new draft (POST, no `id` yet) or the whole draft again (PATCH of ZInvoiceDraftInput).
 * `silent`: the form shows the field errors itself.
 */
export const useSaveInvoice = () => {
  const saved = useInvoiceSaved();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | undefined; input: TInvoiceDraftInput }) =>
      id
        ? apiRequest<TInvoice>(invoicePath(id), { method: 'PATCH', body: input })
        : apiRequest<TInvoice>(INVOICES_PATH, { method: 'POST', body: input }),
    meta: { silent: true },
    onSuccess: saved,
  });
};

/** Deletes a draft. */
export const useDeleteInvoice = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<unknown>(invoicePath(id), { method: 'DELETE' }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: queryKeys.invoices.detail(id) });
      return queryClient.invalidateQueries({ queryKey: queryKeys.invoices.lists() });
    },
  });
};
