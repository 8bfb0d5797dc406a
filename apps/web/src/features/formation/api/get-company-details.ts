import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCompanyDetails, TCompanyDetailsAnswer } from '@charterline/shared/schemas/company';
import { ApiError, apiRequest } from '@/lib/api-client';
import { liveQueryOptions } from '@/lib/live-refetch';
import { queryKeys } from '@/lib/query-keys';

export const getCompanyDetails = (signal?: AbortSignal): Promise<TCompanyDetails> =>
  apiRequest<TCompanyDetailsAnswer>('/client/company/v7/details', { signal }).then(
    (d) => d.company,
  );

/**
 * Company details stay fresh 5 minutes, cached 10, retried 3 times except 401/403
 * (docs/product.md § Constants).
 */
export const companyDetailsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.company.detail('current'),
    queryFn: ({ signal }) => getCompanyDetails(signal),
    staleTime: 5 * 60_000,
    gcTime: 10 * 60_000,
    retry: (count, error) =>
      !(error instanceof ApiError && (error.status === 401 || error.status === 403)) && count < 3,
  });

/** `live`: kept up to date while the page is open (the filing tracker). */
export const useCompanyDetails = (options: { live?: boolean } = {}) =>
  useQuery({ ...companyDetailsQueryOptions(), ...(options.live ? liveQueryOptions : {}) });
