import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TInvoiceCustomer,
  TInvoiceCustomerInput,
} from '@charterline/shared/schemas/invoicing';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const CUSTOMERS_PATH = '/client/company/v7/invoicing/customers';
const customerPath = (id: string) => `${CUSTOMERS_PATH}/${encodeURIComponent(id)}`;

export const customersPath = (q: string): string =>
  q.trim() ? `${CUSTOMERS_PATH}?q=${encodeURIComponent(q.trim())}` : CUSTOMERS_PATH;

export const customersQueryOptions = (q = '') =>
  queryOptions({
    queryKey: queryKeys.invoiceCustomers.list({ q: q.trim() }),
    queryFn: ({ signal }) => apiRequest<TInvoiceCustomer[]>(customersPath(q), { signal }),
  });

/** The customers not archived, matching `q` (name or e-mail) when given. */
export const useCustomers = (q = '') =>
  useQuery({ ...customersQueryOptions(q), placeholderData: (previous) => previous });

export const useCustomer = (id: string) =>
  useQuery({
    queryKey: queryKeys.invoiceCustomers.detail(id),
    queryFn: ({ signal }) => apiRequest<TInvoiceCustomer>(customerPath(id), { signal }),
    enabled: Boolean(id),
  });

const useCustomersChanged = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.invoiceCustomers.all });
};

/** `silent`: the dialog shows the field errors next to the fields. */
export const useCreateCustomer = () => {
  const changed = useCustomersChanged();
  return useMutation({
    mutationFn: (body: TInvoiceCustomerInput) =>
      apiRequest<TInvoiceCustomer>(CUSTOMERS_PATH, { method: 'POST', body }),
    meta: { silent: true },
    onSuccess: changed,
  });
};

export const useUpdateCustomer = (id: string) => {
  const changed = useCustomersChanged();
  return useMutation({
    mutationFn: (body: TInvoiceCustomerInput) =>
      apiRequest<TInvoiceCustomer>(customerPath(id), { method: 'PATCH', body }),
    meta: { silent: true },
    onSuccess: changed,
  });
};

/** Archives: the customer leaves the list; their invoices keep their snapshot. */
export const useArchiveCustomer = () => {
  const changed = useCustomersChanged();
  return useMutation({
    mutationFn: (id: string) => apiRequest<unknown>(customerPath(id), { method: 'DELETE' }),
    onSuccess: changed,
  });
};
