import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCardFields } from '@charterline/shared/rules/card';
import type { TPublicInvoice, TPublicPaySession } from '@charterline/shared/schemas/invoicing';
import { env } from '@/config/env';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * The public invoice page's calls (issue 21, decision 0144): no account, the token is the
 * secret, so none sends the signed-in user's token or company.
 */
const publicPath = (token: string) => `/client/public/v1/invoices/${encodeURIComponent(token)}`;

/** The PDF as a plain link (opened or saved by the browser). */
export const publicInvoicePdfUrl = (token: string): string =>
  `${env.API_URL}${publicPath(token)}/pdf`;

export const publicInvoiceQueryOptions = (token: string) =>
  queryOptions({
    queryKey: queryKeys.publicInvoices.detail(token),
    queryFn: ({ signal }) => apiRequest<TPublicInvoice>(publicPath(token), { signal, auth: false }),
    // The page itself says a link expired or failed to load: no toast on top.
    meta: { silent: true },
  });
export const usePublicInvoice = (token: string) => useQuery(publicInvoiceQueryOptions(token));

/** A card payment of the whole balance: the provider's session. */
export const startInvoicePayment = (token: string): Promise<TPublicPaySession> =>
  apiRequest<TPublicPaySession>(`${publicPath(token)}/pay`, {
    method: 'POST',
    body: {},
    auth: false,
  });

export type TConfirmPayment = { sessionId: string; clientSecret: string } & TCardFields;

/** The local provider's card step: answers the invoice as the payer now sees it (paid). */
export const confirmInvoicePayment = (
  token: string,
  body: TConfirmPayment,
): Promise<TPublicInvoice> =>
  apiRequest<TPublicInvoice>(`${publicPath(token)}/pay/confirm`, {
    method: 'POST',
    body,
    auth: false,
  });

export const useStartInvoicePayment = (token: string) =>
  useMutation({ mutationFn: () => startInvoicePayment(token), meta: { silent: true } });

export const useConfirmInvoicePayment = (token: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TConfirmPayment) => confirmInvoicePayment(token, body),
    meta: { silent: true },
    onSuccess: (invoice) =>
      queryClient.setQueryData(queryKeys.publicInvoices.detail(token), invoice),
  });
};
