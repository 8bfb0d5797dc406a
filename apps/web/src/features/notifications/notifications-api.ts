import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TNotifications } from '@charterline/shared/schemas/companies';
import { apiRequest } from '@/lib/api-client';

export const notificationsQuery = () =>
  queryOptions({
    queryKey: ['notifications'],
    queryFn: ({ signal }) => apiRequest<TNotifications>('/client/v9/notifications', { signal }),
    staleTime: 60_000,
  });

export const useNotifications = (enabled: boolean) =>
  useQuery({ ...notificationsQuery(), enabled });

export const useMarkNotificationsRead = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<TNotifications>('/client/v9/notifications/read', { method: 'POST' }),
    onSuccess: (data) => queryClient.setQueryData(notificationsQuery().queryKey, data),
  });
};
