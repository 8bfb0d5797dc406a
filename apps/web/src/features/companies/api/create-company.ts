import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCompanySummary } from '@charterline/shared/schemas/companies';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const useCreateCompany = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<TCompanySummary>('/client/company/v7/companies', { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.companies.all }),
  });
};
