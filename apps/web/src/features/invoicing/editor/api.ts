import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TInvoice,
  TInvoiceDatesChoice,
  TInvoiceCustomer,
  TInvoiceCustomerInput,
  TInvoiceDraftInput,
  TInvoiceSettingsView,
} from '@charterline/shared/schemas/invoicing';
import { apiDownload, apiRequest } from '@/lib/api-client';

/**
 * The editor's calls (issue 21, decision 0144), written here so the editor did not wait for
 * features/invoicing/api: the lead folds them together at merge. The current company goes in
 * the x-company-id header, as for every company call.
 */
const COMPANY = '/client/company/v7';

/** Keys shaped as lib/query-keys' factory, under `invoicing` (a save refreshes all of it). */
export const invoicingKeys = {
  all: ['invoicing'] as const,
  customers: (q: string) => ['invoicing', 'customers', 'list', { q }] as const,
  invoice: (id: string) => ['invoicing', 'invoices', 'detail', id] as const,
  settings: () => ['invoicing', 'settings', 'detail', 'current'] as const,
};

export const customersQueryOptions = (q: string) =>
  queryOptions({
    queryKey: invoicingKeys.customers(q),
    queryFn: ({ signal }) =>
      apiRequest<TInvoiceCustomer[]>(
        `${COMPANY}/invoicing/customers${q ? `?q=${encodeURIComponent(q)}` : ''}`,
        { signal },
      ),
    placeholderData: (previous) => previous,
  });
export const useCustomers = (q: string) => useQuery(customersQueryOptions(q));

export const createCustomer = (body: TInvoiceCustomerInput): Promise<TInvoiceCustomer> =>
  apiRequest<TInvoiceCustomer>(`${COMPANY}/invoicing/customers`, { method: 'POST', body });

export const useCreateCustomer = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCustomer,
    // The form says what was wrong next to its fields: no toast on top.
    meta: { silent: true },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: [...invoicingKeys.all, 'customers'] }),
  });
};

export const invoiceQueryOptions = (id: string) =>
  queryOptions({
    queryKey: invoicingKeys.invoice(id),
    queryFn: ({ signal }) => apiRequest<TInvoice>(`${COMPANY}/invoices/${id}`, { signal }),
    meta: { silent: true },
  });
export const useInvoice = (id: string | undefined) =>
  useQuery({ ...invoiceQueryOptions(id ?? ''), enabled: id !== undefined });

/** Defaults of a new invoice (currency, terms, footer) and the EIN of the footer presets. */
export const settingsQueryOptions = () =>
  queryOptions({
    queryKey: invoicingKeys.settings(),
    queryFn: ({ signal }) =>
      apiRequest<TInvoiceSettingsView>(`${COMPANY}/invoicing/settings`, { signal }),
    meta: { silent: true },
  });
export const useInvoiceSettings = () => useQuery(settingsQueryOptions());

/** A new draft (POST) or the whole draft again (PATCH). */
export const saveInvoice = ({
  id,
  input,
}: {
  id: string | undefined;
  input: TInvoiceDraftInput;
}): Promise<TInvoice> =>
  id
    ? apiRequest<TInvoice>(`${COMPANY}/invoices/${id}`, { method: 'PATCH', body: input })
    : apiRequest<TInvoice>(`${COMPANY}/invoices`, { method: 'POST', body: input });

/** Finalises the draft (a number, a public link) and e-mails it with its PDF. */
/** Sends a draft; `dates` answers a backdated draft's question (keep its date, or today). */
export const sendInvoice = (
  input: string | { id: string; dates?: TInvoiceDatesChoice },
): Promise<TInvoice> => {
  const { id, dates } = typeof input === 'string' ? { id: input, dates: undefined } : input;
  return apiRequest<TInvoice>(`${COMPANY}/invoices/${id}/send`, {
    method: 'POST',
    ...(dates ? { body: { dates } } : {}),
  });
};

/** A saved or sent invoice: its page shows it at once, and the lists are asked again. */
const useStoreInvoice = () => {
  const queryClient = useQueryClient();
  return (invoice: TInvoice) => {
    queryClient.setQueryData(invoicingKeys.invoice(invoice.id), invoice);
    void queryClient.invalidateQueries({ queryKey: [...invoicingKeys.all, 'invoices', 'list'] });
  };
};

export const useSaveInvoice = () =>
  useMutation({ mutationFn: saveInvoice, meta: { silent: true }, onSuccess: useStoreInvoice() });

export const useSendInvoice = () =>
  useMutation({ mutationFn: sendInvoice, meta: { silent: true }, onSuccess: useStoreInvoice() });

/**
 * The draft's PDF in `tab`, the tab the click opened (no pop-up blocker); it comes with the
 * token, so it is shown from a blob. Without a tab, this page goes to it.
 */
export const showInvoicePdf = async (tab: Window | null, id: string): Promise<void> => {
  const blob = await apiDownload(`${COMPANY}/invoices/${id}/pdf?inline=1`).catch(() => null);
  if (!blob) {
    tab?.close();
    throw new Error('The PDF could not be opened. Please try again.');
  }
  const url = URL.createObjectURL(blob);
  if (tab) tab.location.href = url;
  else window.location.href = url;
};
