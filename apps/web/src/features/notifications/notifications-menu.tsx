import { Bell } from 'lucide-react';
import { badgeText } from '@charterline/shared/constants';
import { formatDate } from '@charterline/shared/format';
import { Menu, MenuItem, MenuLabel, MenuSeparator } from '@/components/ui/menu';
import { useNotifications } from './api/get-notifications';
import { useMarkNotificationsRead } from './api/mark-notifications-read';

/** The bell: real company events, the unread count on a badge ("9+" above 9). */
export const NotificationsMenu = () => {
  const notifications = useNotifications(true);
  const markRead = useMarkNotificationsRead();
  const unread = notifications.data?.unreadCount ?? 0;
  const items = notifications.data?.items ?? [];
  return (
    <Menu
      label="Notifications"
      trigger={
        <button
          type="button"
          aria-label={unread ? `Notifications, ${unread} unread` : 'Notifications'}
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
        <span className="flex items-center justify-between">
          <span className="text-sm font-semibold text-slate-900">Notifications</span>
          {unread > 0 ? (
            <button
              type="button"
              onClick={() => markRead.mutate()}
              className="text-xs font-semibold text-brand-700 hover:underline"
            >
              Mark all read
            </button>
          ) : null}
        </span>
      </MenuLabel>
      <MenuSeparator />
      {items.length === 0 ? (
        <p className="px-3 py-6 text-center text-sm text-slate-500">
          {notifications.isPending
            ? 'Loading…'
            : 'Nothing new. Updates on your company show up here.'}
        </p>
      ) : (
        items.slice(0, 8).map((n) => (
          <MenuItem key={n.id} className="items-start">
            <span
              className={`mt-1.5 size-2 shrink-0 rounded-full ${n.unread ? 'bg-brand-600' : 'bg-transparent'}`}
            />
            <span className="min-w-0">
              <span className="block font-medium text-slate-900">{n.title}</span>
              <span className="block text-xs text-slate-500">{n.body}</span>
              <span className="block text-xs text-slate-400">{formatDate(n.createdAt)}</span>
            </span>
          </MenuItem>
        ))
      )}
    </Menu>
  );
};
