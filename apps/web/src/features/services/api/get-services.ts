import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TService } from '@charterline/shared/schemas/services';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The current company's services, newest first, each with its events and subscription. */
export const servicesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.services.list(),
    queryFn: ({ signal }) => apiRequest<TService[]>('/client/company/v7/services', { signal }),
  });

/** `silent`: a failure shows no toast (a page where the services are a side card). */
export const useServices = (options: { silent?: boolean } = {}) =>
  useQuery({ ...servicesQueryOptions(), meta: { silent: options.silent ?? false } });
