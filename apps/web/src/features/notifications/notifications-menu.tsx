import { Bell } from 'lucide-react';
import { useNavigate } from 'react-router';
import { badgeText } from '@charterline/shared/constants';
import { Menu, MenuItem, MenuLabel, MenuSeparator } from '@/components/ui/menu';
import { useNotifications } from './api/get-notifications';
import { useMarkNotificationsRead } from './api/mark-notifications-read';
import { NotificationText } from './notification-text';

/**
 * The bell's name starts with what its badge shows (WCAG 2.5.3): "Notifications, 3 unread";
 * above 9 the badge says "9+", and the name adds the count: "Notifications, 9+ unread (21)".
 */
export const unreadName = (unread: number) =>
  unread === 0
    ? 'Notifications'
    : unread > 9
      ? `Notifications, ${badgeText(unread)} unread (${unread})`
      : `Notifications, ${unread} unread`;

/** The full list's address (the menu shows the latest eight). */
export const NOTIFICATIONS_PATH = '/dashboard/notifications';

/**
 * The bell: the latest company events, kept up to date while the page is open, the unread
 * count on a badge ("9+" above 9), and "See all" for the full list. Each opens the page of
 * what it is about.
 */
export const NotificationsMenu = () => {
  const navigate = useNavigate();
  const notifications = useNotifications(true);
  const markRead = useMarkNotificationsRead();
  const unread = notifications.data?.unreadCount ?? 0;
  const items = notifications.data?.items ?? [];
  const total = notifications.data?.total ?? 0;
  return (
    <Menu
      label="Notifications"
      trigger={
        <button
          type="button"
          aria-label={unreadName(unread)}
          className="relative rounded-lg p-2 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <Bell size={20} aria-hidden="true" />
          {unread > 0 ? (
            <span
              data-testid="notification-badge"
              className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-[11px] leading-5 font-bold text-white"
            >
              {badgeText(unread)}
            </span>
          ) : null}
        </button>
      }
    >
      <MenuLabel>
        <span className="text-sm font-semibold text-slate-900">Notifications</span>
      </MenuLabel>
      {unread > 0 ? (
        // An item of the menu, not a button in its label: a menu holds only its items (axe).
        <MenuItem onSelect={() => markRead.mutate()}>
          <span className="text-xs font-semibold text-brand-700">Mark all read</span>
        </MenuItem>
      ) : null}
      <MenuSeparator />
      {items.length === 0 ? (
        <p className="px-3 py-6 text-center text-sm text-slate-500">
          {notifications.isPending
            ? 'Loading…'
            : 'Nothing new. Updates on your company show up here.'}
        </p>
      ) : (
        items.map((n) => (
          <MenuItem
            key={n.id}
            // Wraps inside the screen: a phone is narrower than a sentence.
            className="max-w-[min(24rem,calc(100vw-2rem))] items-start"
            // To what it is about (opening it there marks it read), else the full list.
            onSelect={() => void navigate(n.link ?? NOTIFICATIONS_PATH)}
          >
            <NotificationText notification={n} />
          </MenuItem>
        ))
      )}
      {total > 0 ? (
        <>
          <MenuSeparator />
          <MenuItem onSelect={() => void navigate(NOTIFICATIONS_PATH)}>
            <span className="w-full text-center font-semibold text-brand-700">
              See all notifications ({total})
            </span>
          </MenuItem>
        </>
      ) : null}
    </Menu>
  );
};
