import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TNotifications } from '@charterline/shared/schemas/companies';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.notifications.list(),
    queryFn: ({ signal }) => apiRequest<TNotifications>('/client/v9/notifications', { signal }),
    staleTime: 60_000,
  });

export const useNotifications = (enabled: boolean) =>
  useQuery({ ...notificationsQueryOptions(), enabled });
