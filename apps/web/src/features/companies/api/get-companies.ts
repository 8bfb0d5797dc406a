import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCompanySummary } from '@charterline/shared/schemas/companies';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const companiesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.companies.list(),
    queryFn: ({ signal }) =>
      apiRequest<TCompanySummary[]>('/client/company/v7/companies', { signal }),
  });

export const useCompanies = () => useQuery(companiesQueryOptions());
