import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  TComplianceOverview,
  TComplianceSettingsBody,
} from '@charterline/shared/schemas/compliance';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const saveComplianceSettings = (
  body: TComplianceSettingsBody,
): Promise<TComplianceOverview> =>
  apiRequest<TComplianceOverview>('/client/company/v7/compliance/settings', {
    method: 'PUT',
    body,
  });

/** The fiscal year and tax classification: the server recomputes and answers the new overview. */
export const useSaveComplianceSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveComplianceSettings,
    onSuccess: (overview) =>
      queryClient.setQueryData(queryKeys.compliance.detail('current'), overview),
  });
};
