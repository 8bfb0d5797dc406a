import { useQuery } from '@tanstack/react-query';
import { createContext, useContext, type ReactNode } from 'react';
import { DEFAULT_DASHBOARD_CONFIG } from '@charterline/shared/dashboard-config-defaults';
import type { TDashboardConfig } from '@charterline/shared/schemas/dashboard-config';
import { dashboardConfigQueryOptions } from './api/get-dashboard-config';

const DashboardConfigContext = createContext<TDashboardConfig | null>(null);

/** Provides the server's configuration, or the defaults while loading or if it fails. */
export const DashboardConfigProvider = ({ children }: { children: ReactNode }) => {
  const query = useQuery(dashboardConfigQueryOptions());
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
