import { Bell } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useNotifications } from '@/features/notifications/api/get-notifications';
import { useMarkNotificationsRead } from '@/features/notifications/api/mark-notifications-read';
import { NotificationText } from '@/features/notifications/notification-text';
import { usePageTitle } from '@/lib/use-page-title';

const PAGE_SIZE = 20;

/**
 * /dashboard/notifications: every company event, newest first, 20 a page (?page=n); each
 * opens the page of what it is about, which marks it read (decision 0189).
 */
export const Component = () => {
  usePageTitle('Notifications');
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const query = { page, pageSize: PAGE_SIZE };
  const list = useNotifications(true, query);
  const markRead = useMarkNotificationsRead(query);
  const data = list.data;
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / PAGE_SIZE));
  const goTo = (n: number) => setParams(n === 1 ? {} : { page: String(n) });
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Notifications</h1>
        {data && data.unreadCount > 0 ? (
          <Button
            variant="primary"
            appearance="outlined"
            onClick={() => markRead.mutate()}
            disabled={markRead.isPending}
          >
            Mark all read ({data.unreadCount})
          </Button>
        ) : null}
      </div>
      {list.isPending ? (
        <Skeleton className="h-64 w-full" />
      ) : !data || data.items.length === 0 ? (
        <EmptyState
          icon={<Bell size={28} aria-hidden="true" />}
          title="No notifications yet"
          text="Updates on your company (payments, filing steps, documents) show up here."
        />
      ) : (
        <>
          <ul className="divide-y divide-slate-100 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
            {data.items.map((n) => (
              <li key={n.id} className="text-sm">
                {n.link ? (
                  <Link
                    to={n.link}
                    className="flex items-start gap-3 px-4 py-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600"
                  >
                    <NotificationText notification={n} />
                  </Link>
                ) : (
                  <div className="flex items-start gap-3 px-4 py-3">
                    <NotificationText notification={n} />
                  </div>
                )}
              </li>
            ))}
          </ul>
          {pages > 1 ? (
            <nav aria-label="Pages" className="flex items-center justify-between gap-3 text-sm">
              <Button
                variant="neutral"
                appearance="outlined"
                disabled={page <= 1}
                onClick={() => goTo(page - 1)}
              >
                Newer
              </Button>
              <span className="text-slate-600">
                Page {Math.min(page, pages)} of {pages}
              </span>
              <Button
                variant="neutral"
                appearance="outlined"
                disabled={page >= pages}
                onClick={() => goTo(page + 1)}
              >
                Older
              </Button>
            </nav>
          ) : null}
        </>
      )}
    </div>
  );
};
