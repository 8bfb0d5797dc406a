import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAllowedState } from '@charterline/shared/schemas/formation';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const allowedStatesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.allowedStates.list(),
    queryFn: ({ signal }) =>
      apiRequest<TAllowedState[]>('/client/company/v7/formation/allowed-states', { signal }),
    // The later state costs are dated for a company formed today: read again after an hour.
    staleTime: 60 * 60 * 1000,
  });

export const useAllowedStates = () => useQuery(allowedStatesQueryOptions());
