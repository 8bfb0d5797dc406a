import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TPrice } from '@charterline/shared/schemas/billing';
import type { TCompanyDetails, TCompanyDocument } from '@charterline/shared/schemas/company';
import type { TAllowedState } from '@charterline/shared/schemas/formation';
import { toast } from '@/components/ui/toast';
import { env } from '@/config/env';
import { apiRequest, ApiError } from '@/lib/api-client';
import { tokenStorage } from '@/lib/storage';

export const DETAILS_KEY = ['company', 'details'] as const;

/** SPEC.md 9: company details stay fresh 5 minutes, cached 10, retried 3 times except 401/403. */
export const useCompanyDetails = () =>
  useQuery({
    queryKey: DETAILS_KEY,
    queryFn: ({ signal }) =>
      apiRequest<{ company: TCompanyDetails }>('/client/company/v7/details', { signal }).then(
        (d) => d.company,
      ),
    staleTime: 5 * 60_000,
    gcTime: 10 * 60_000,
    retry: (count, error) =>
      !(error instanceof ApiError && (error.status === 401 || error.status === 403)) && count < 3,
  });

/** SPEC.md 8's screen text for a failed details call. */
export const detailsErrorText = (error: unknown): string =>
  error instanceof ApiError && error.status === 403
    ? 'You do not have permission to view this company.'
    : 'Failed to load company details. Please try again.';

export const useAllowedStates = () =>
  useQuery({
    queryKey: ['formation', 'allowed-states'],
    queryFn: ({ signal }) =>
      apiRequest<TAllowedState[]>('/client/company/v7/formation/allowed-states', { signal }),
    staleTime: Infinity,
  });

export const usePrice = (items: readonly string[], state: string | null) =>
  useQuery({
    queryKey: ['billing', 'price', [...items].sort(), state],
    queryFn: ({ signal }) =>
      apiRequest<TPrice>('/client/v9/billing/products/calculate-price', {
        method: 'POST',
        body: { items, ...(state ? { state } : {}) },
        signal,
      }),
    enabled: items.length > 0,
  });

/**
 * One formation call: posts, puts the updated company in the cache and shows the step's
 * success text (SPEC.md 8) or the server's message, else the spec's fallback.
 */
export const useCompanyMutation = <TBody>(path: string, successText?: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    // The toast is this hook's own: the step's fallback text instead of the generic one.
    meta: { silent: true },
    mutationFn: (body: TBody) =>
      apiRequest<{ company: TCompanyDetails }>(`/client/company/v7${path}`, {
        method: 'POST',
        body: body ?? {},
      }).then((d) => d.company),
    onSuccess: (company) => {
      queryClient.setQueryData(DETAILS_KEY, company);
      void queryClient.invalidateQueries({ queryKey: ['companies'] });
      if (successText) toast.success(successText);
    },
    onError: (error) => {
      const text =
        error instanceof ApiError && error.toastText
          ? error.toastText
          : 'Failed to update company information. Please try again.';
      toast.error(text);
    },
  });
};

export const useDocuments = (enabled = true) =>
  useQuery({
    queryKey: ['company', 'documents'],
    queryFn: ({ signal }) =>
      apiRequest<TCompanyDocument[]>('/client/company/v7/documents', { signal }),
    enabled,
  });

/** Downloads a document with the bearer token (SPEC.md 9: a long timeout for files). */
export const downloadDocument = async (doc: TCompanyDocument): Promise<void> => {
  const headers: Record<string, string> = {
    authorization: `Bearer ${tokenStorage.getAccessToken() ?? ''}`,
  };
  const companyId = tokenStorage.getCurrentCompanyId();
  if (companyId) headers['x-company-id'] = companyId;
  const res = await fetch(`${env.API_URL}/client/company/v7/documents/${doc.id}/download`, {
    headers,
    signal: AbortSignal.timeout(300_000),
  });
  if (!res.ok) {
    toast.error('The document could not be downloaded. Please try again.');
    return;
  }
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = doc.fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
};
