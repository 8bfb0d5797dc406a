import { useSyncExternalStore } from 'react';
import type { TCompanySummary } from '@charterline/shared/schemas/companies';
import { CURRENT_COMPANY_KEY } from '@/lib/storage';
import { useCompanies } from './api/get-companies';

const KEY = CURRENT_COMPANY_KEY;
const listeners = new Set<() => void>();

export const setCurrentCompanyId = (id: string): void => {
  window.localStorage.setItem(KEY, id);
  for (const listener of listeners) listener();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The company the dashboard shows: the chosen one, else the configured default, else the first. */
export const useCurrentCompany = (
  defaultCompanyId: string | null,
): { company: TCompanySummary | null; companies: TCompanySummary[]; isLoading: boolean } => {
  const chosen = useSyncExternalStore(subscribe, () => window.localStorage.getItem(KEY));
  const query = useCompanies();
  const companies = query.data ?? [];
  const company =
    companies.find((c) => c.id === chosen) ??
    companies.find((c) => c.id === defaultCompanyId) ??
    companies[0] ??
    null;
  return { company, companies, isLoading: query.isPending };
};

/** "Acme" + "LLC" → "Acme LLC"; a company without a name yet reads as such. */
export const companyDisplayName = (company: TCompanySummary | null): string =>
  company?.companyName
    ? `${company.companyName} ${company.companyNameType ?? ''}`.trim()
    : 'New company';
