import { hashKey, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TNotifications } from '@charterline/shared/schemas/companies';
import { apiRequest } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { MENU_PAGE, notificationsQueryOptions } from './get-notifications';

/**
 * Tells the server which dashboard page the customer opened: the notifications that point to
 * it become read (decision 0189). The answer is the menu's page as it now reads.
 */
export const useMarkNotificationsSeen = () => {
  const queryClient = useQueryClient();
  return useMutation({
    // In the background: a failure leaves them unread, which is not worth a toast.
    meta: { silent: true },
    mutationFn: (path: string) =>
      apiRequest<TNotifications>(
        `/client/v9/notifications/seen?page=${MENU_PAGE.page}&pageSize=${MENU_PAGE.pageSize}`,
        { method: 'POST', body: { path } },
      ),
    onSuccess: (data) => {
      const { queryKey } = notificationsQueryOptions(MENU_PAGE);
      queryClient.setQueryData(queryKey, data);
      void queryClient.invalidateQueries({
        queryKey: queryKeys.notifications.all,
        predicate: (q) => q.queryHash !== hashKey(queryKey),
      });
    },
  });
};
