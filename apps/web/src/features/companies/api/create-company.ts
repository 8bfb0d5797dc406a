import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCompanySummary, TCreateCompanyRequest } from '@charterline/shared/schemas/companies';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** POST /client/company/v7/companies with the new company's name. */
export const useCreateCompany = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateCompanyRequest) =>
      apiRequest<TCompanySummary>('/client/company/v7/companies', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.companies.all }),
  });
};
