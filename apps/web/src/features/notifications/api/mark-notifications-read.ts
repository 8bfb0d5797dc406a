import { hashKey, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TNotifications } from '@charterline/shared/schemas/companies';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { MENU_PAGE, notificationsQueryOptions } from './get-notifications';

/** Marks every notification read; `query` is the page on screen, answered back as it now reads. */
export const useMarkNotificationsRead = (query: { page: number; pageSize: number } = MENU_PAGE) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<TNotifications>(
        `/client/v9/notifications/read?page=${query.page}&pageSize=${query.pageSize}`,
        { method: 'POST' },
      ),
    // The answer is the page on screen: it replaces the cached one; the other pages read again.
    onSuccess: (data) => {
      const { queryKey } = notificationsQueryOptions(query);
      queryClient.setQueryData(queryKey, data);
      void queryClient.invalidateQueries({
        queryKey: queryKeys.notifications.all,
        predicate: (q) => q.queryHash !== hashKey(queryKey),
      });
    },
  });
};
