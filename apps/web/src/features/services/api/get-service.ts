import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TService } from '@charterline/shared/schemas/services';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const serviceQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.services.detail(id),
    queryFn: ({ signal }) =>
      apiRequest<TService>(`/client/company/v7/services/${encodeURIComponent(id)}`, { signal }),
  });

export const useService = (id: string) => useQuery(serviceQueryOptions(id));
