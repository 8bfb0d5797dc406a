import { queryOptions, useQuery } from '@tanstack/react-query';
import { createContext, useContext, type ReactNode } from 'react';
import { DEFAULT_DASHBOARD_CONFIG } from '@charterline/shared/dashboard-config-defaults';
import type { TDashboardConfig } from '@charterline/shared/schemas/dashboard-config';
import { QUERY_DEFAULTS } from '@charterline/shared/constants';
import { apiRequest } from '@/lib/api-client';

/** SPEC.md 9: cached forever, 3 retries with exponential back-off capped at 30 s. */
export const dashboardConfigQuery = () =>
  queryOptions({
    queryKey: ['dashboard-config'],
    queryFn: ({ signal }) =>
      apiRequest<TDashboardConfig>('/client/v9/config/dashboard-config', {
        signal,
        auth: false,
      }),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: QUERY_DEFAULTS.dashboardConfigRetries,
    retryDelay: (attempt) =>
      Math.min(1000 * 2 ** attempt, QUERY_DEFAULTS.dashboardConfigMaxBackoffMs),
    meta: { silent: true },
  });

const DashboardConfigContext = createContext<TDashboardConfig | null>(null);

/** Provides the server's configuration, or the defaults while loading or if it fails. */
export const DashboardConfigProvider = ({ children }: { children: ReactNode }) => {
  const query = useQuery(dashboardConfigQuery());
  return (
    <DashboardConfigContext.Provider value={query.data ?? DEFAULT_DASHBOARD_CONFIG}>
      {children}
    </DashboardConfigContext.Provider>
  );
};

export const useDashboardConfig = (): TDashboardConfig => {
  const config = useContext(DashboardConfigContext);
  if (!config) {
    throw new Error('useDashboardConfig must be used inside <DashboardConfigProvider>');
  }
  return config;
};
