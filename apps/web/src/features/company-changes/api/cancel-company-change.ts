import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCompanyChange } from '@charterline/shared/schemas/company-changes';
import { apiRequest } from '@/lib/api-client';
import { refreshAfterChange } from './create-company-change';
import { CHANGES_PATH } from './get-change-options';

/** Cancels a change that is not paid yet. */
export const useCancelCompanyChange = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<TCompanyChange>(`${CHANGES_PATH}/${encodeURIComponent(id)}/cancel`, {
        method: 'POST',
      }),
    onSuccess: () => refreshAfterChange(client),
  });
};
