import type { TNotifications, TNotificationsQuery } from '@charterline/shared/schemas/companies';
import type { TDbExecutor } from '../../db/client';
import { eventText } from './event-text';
import {
  countEventsOf,
  findNotificationsReadAt,
  listLatestEventsOf,
  setNotificationsReadAt,
} from './notifications.repository';

/** Events the customer caused a moment ago, in the wizard: not news to them. */
const QUIET_KINDS = ['FORMATION_SELECTION_SAVED'];

/** A page of the user's company events as notifications, with how many there are and unread. */
export const listNotifications = async (
  db: TDbExecutor,
  userId: string,
  query: TNotificationsQuery,
): Promise<TNotifications> => {
  const readAt = await findNotificationsReadAt(db, userId);
  const scope = { userId, quietKinds: QUIET_KINDS };
  const [rows, counts] = await Promise.all([
    listLatestEventsOf(db, {
      ...scope,
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    }),
    countEventsOf(db, { ...scope, readAt }),
  ]);
  const readTime = readAt?.getTime() ?? 0;
  const items = rows.map((row) => ({
    id: row.id,
    companyId: row.companyId,
    ...eventText(row),
    createdAt: row.createdAt.toISOString(),
    unread: row.createdAt.getTime() > readTime,
  }));
  return {
    items,
    unreadCount: counts.unread,
    total: counts.total,
    page: query.page,
    pageSize: query.pageSize,
  };
};

/** Marks every notification read, and answers with the page asked for as it now stands. */
export const markNotificationsRead = async (
  db: TDbExecutor,
  userId: string,
  query: TNotificationsQuery,
): Promise<TNotifications> => {
  await setNotificationsReadAt(db, userId, new Date());
  return listNotifications(db, userId, query);
};
