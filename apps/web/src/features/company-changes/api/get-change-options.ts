import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TChangeOption } from '@charterline/shared/schemas/company-changes';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const CHANGES_PATH = '/client/company/v7/company-changes';

/** Every kind of change, priced for the current company (the x-company-id header picks it). */
export const changeOptionsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.companyChanges.detail('options'),
    queryFn: ({ signal }) => apiRequest<TChangeOption[]>(`${CHANGES_PATH}/options`, { signal }),
  });

export const useChangeOptions = () => useQuery(changeOptionsQueryOptions());
