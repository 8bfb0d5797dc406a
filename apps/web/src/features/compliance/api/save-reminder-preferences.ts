import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  TComplianceOverview,
  TReminderPreferences,
} from '@charterline/shared/schemas/compliance';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const saveReminderPreferences = (
  body: TReminderPreferences,
): Promise<TReminderPreferences> =>
  apiRequest<TReminderPreferences>('/client/company/v7/compliance/reminders', {
    method: 'PUT',
    body,
  });

/** Which reminder e-mails to receive; the overview keeps the saved answer. */
export const useSaveReminderPreferences = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveReminderPreferences,
    onSuccess: (preferences) =>
      queryClient.setQueryData<TComplianceOverview>(
        queryKeys.compliance.detail('current'),
        (old) => (old ? { ...old, preferences } : old),
      ),
  });
};
