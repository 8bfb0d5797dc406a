import type { TNotification } from '@charterline/shared/schemas/companies';
import { formatDate } from '@charterline/shared/format';

/** One notification as the menu and the full list show it: a dot when unread, title, text, date. */
export const NotificationText = ({ notification: n }: { notification: TNotification }) => (
  <>
    <span
      className={`mt-1.5 size-2 shrink-0 rounded-full ${n.unread ? 'bg-brand-600' : 'bg-transparent'}`}
    >
      {n.unread ? <span className="sr-only">Unread: </span> : null}
    </span>
    <span className="min-w-0">
      <span className="block font-medium text-slate-900">{n.title}</span>
      <span className="block text-xs text-slate-500">{n.body}</span>
      <span className="block text-xs text-slate-500">{formatDate(n.createdAt)}</span>
    </span>
  </>
);
