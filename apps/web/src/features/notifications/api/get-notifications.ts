import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TNotifications } from '@charterline/shared/schemas/companies';
import { apiRequest } from '@/lib/api-client';
import { liveQueryOptions } from '@/lib/live-refetch';
import { queryKeys } from '@/lib/query-keys';

/** The menu shows the first page's latest; the full list page pages through all. */
export const MENU_PAGE = { page: 1, pageSize: 8 } as const;

export const notificationsQueryOptions = (query: { page: number; pageSize: number } = MENU_PAGE) =>
  queryOptions({
    queryKey: queryKeys.notifications.list(query),
    queryFn: ({ signal }) =>
      apiRequest<TNotifications>(
        `/client/v9/notifications?page=${query.page}&pageSize=${query.pageSize}`,
        { signal },
      ),
    ...liveQueryOptions,
    placeholderData: keepPreviousData,
  });

export const useNotifications = (
  enabled: boolean,
  query: { page: number; pageSize: number } = MENU_PAGE,
) => useQuery({ ...notificationsQueryOptions(query), enabled });
