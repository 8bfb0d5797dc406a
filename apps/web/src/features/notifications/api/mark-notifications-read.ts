import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TNotifications } from '@charterline/shared/schemas/companies';
import { apiRequest } from '@/lib/api-client';
import { notificationsQueryOptions } from './get-notifications';

export const useMarkNotificationsRead = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<TNotifications>('/client/v9/notifications/read', { method: 'POST' }),
    // The answer is the new list: it replaces the cached one without another call.
    onSuccess: (data) => queryClient.setQueryData(notificationsQueryOptions().queryKey, data),
  });
};
