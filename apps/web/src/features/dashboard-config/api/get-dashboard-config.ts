import { queryOptions } from '@tanstack/react-query';
import type { TDashboardConfig } from '@charterline/shared/schemas/dashboard-config';
import { QUERY_DEFAULTS } from '@charterline/shared/constants';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * Cached forever, 3 retries with exponential back-off capped at 30 s
 * (docs/product.md § Dashboard configuration).
 */
export const dashboardConfigQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.dashboardConfig.detail('current'),
    queryFn: ({ signal }) =>
      apiRequest<TDashboardConfig>('/client/v9/config/dashboard-config', { signal, auth: false }),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: QUERY_DEFAULTS.dashboardConfigRetries,
    retryDelay: (attempt) =>
      Math.min(1000 * 2 ** attempt, QUERY_DEFAULTS.dashboardConfigMaxBackoffMs),
    meta: { silent: true },
  });
