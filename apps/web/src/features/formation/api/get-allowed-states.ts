import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAllowedState } from '@charterline/shared/schemas/formation';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const allowedStatesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.allowedStates.list(),
    queryFn: ({ signal }) =>
      apiRequest<TAllowedState[]>('/client/company/v7/formation/allowed-states', { signal }),
    staleTime: Infinity,
  });

export const useAllowedStates = () => useQuery(allowedStatesQueryOptions());
