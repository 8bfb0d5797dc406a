import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCompanySummary } from '@charterline/shared/schemas/companies';
import { apiRequest } from '@/lib/api-client';

export const companyKeys = {
  all: ['companies'] as const,
  list: () => [...companyKeys.all, 'list'] as const,
};

export const companiesQuery = () =>
  queryOptions({
    queryKey: companyKeys.list(),
    queryFn: ({ signal }) =>
      apiRequest<TCompanySummary[]>('/client/company/v7/companies', { signal }),
  });

export const useCompanies = () => useQuery(companiesQuery());

export const useCreateCompany = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<TCompanySummary>('/client/company/v7/companies', { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.all }),
  });
};
