import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useNotifications } from './api/get-notifications';
import { useMarkNotificationsSeen } from './api/mark-notifications-seen';

/**
 * Opening a page reads the notifications that point to it (decision 0189): on each
 * navigation in the dashboard, while some are unread, the page's path and query go to the
 * server, which marks read those whose link is that page. A notification that arrives while
 * the customer stays on the page stays unread: it was not opened, only delivered.
 */
export const useReadWhereSeen = (enabled: boolean) => {
  const { pathname, search } = useLocation();
  const notifications = useNotifications(enabled);
  const { mutate } = useMarkNotificationsSeen();
  const handled = useRef<string | null>(null);
  const path = `${pathname}${search}`;
  const loaded = notifications.data !== undefined;
  const unread = notifications.data?.unreadCount ?? 0;
  useEffect(() => {
    if (!enabled || !loaded || handled.current === path) return;
    handled.current = path;
    if (unread > 0) mutate(path);
  }, [enabled, loaded, unread, path, mutate]);
};
