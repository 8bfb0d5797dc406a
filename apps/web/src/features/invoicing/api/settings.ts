import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TInvoiceSettingsInput,
  TInvoiceSettingsView,
} from '@charterline/shared/schemas/invoicing';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const SETTINGS_PATH = '/client/company/v7/invoicing/settings';
export const STRIPE_CONNECT_PATH = '/client/company/v7/invoicing/stripe/connect';

export const invoiceSettingsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.invoiceSettings.detail('current'),
    queryFn: ({ signal }) => apiRequest<TInvoiceSettingsView>(SETTINGS_PATH, { signal }),
  });

/**
 * Prefix, defaults, footer, payment instructions, reminders, card payments, next number.
 * `silent`: the caller does without them when they fail to load (no toast).
 */
export const useInvoiceSettings = ({ silent = false } = {}) =>
  useQuery({ ...invoiceSettingsQueryOptions(), ...(silent ? { meta: { silent } } : {}) });

/** `silent`: the form shows the field errors itself. */
export const useSaveInvoiceSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TInvoiceSettingsInput) =>
      apiRequest<TInvoiceSettingsView>(SETTINGS_PATH, { method: 'PUT', body }),
    meta: { silent: true },
    onSuccess: (view) => {
      queryClient.setQueryData(queryKeys.invoiceSettings.detail('current'), view);
      // The prefix and the defaults show in the list and the invoice form.
      return queryClient.invalidateQueries({ queryKey: queryKeys.invoices.all });
    },
  });
};

/** Starts Stripe's onboarding of the LLC's connected account: answers where to go. */
export const useConnectStripe = () =>
  useMutation({
    mutationFn: () => apiRequest<{ url: string }>(STRIPE_CONNECT_PATH, { method: 'POST' }),
  });
