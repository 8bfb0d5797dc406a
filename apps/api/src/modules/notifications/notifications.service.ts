import type { TNotifications, TNotificationsQuery } from '@charterline/shared/schemas/companies';
import type { TDbExecutor } from '../../db/client';
import { eventLink, linkShownAt } from './event-link';
import { eventText } from './event-text';
import {
  countEventsOf,
  findNotificationsReadAt,
  insertNotificationReads,
  listLatestEventsOf,
  listUnreadEventsOf,
  setNotificationsReadAt,
} from './notifications.repository';

/** Events the customer caused a moment ago, in the wizard: not news to them. */
const QUIET_KINDS = ['FORMATION_SELECTION_SAVED'];

/** The unread events a page can mark read at once: the newest (older ones: Mark all read). */
const SEEN_SCAN_LIMIT = 500;

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
    unread: row.createdAt.getTime() > readTime && row.readOne === null,
    link: eventLink(row),
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

/**
 * The customer is on the dashboard page `path`: every unread notification whose link is that
 * page (eventLink, linkShownAt) becomes read (decision 0189). Answers the page asked for.
 */
export const markNotificationsSeen = async (
  db: TDbExecutor,
  userId: string,
  input: { path: string; query: TNotificationsQuery },
): Promise<TNotifications> => {
  const readAt = await findNotificationsReadAt(db, userId);
  const unread = await listUnreadEventsOf(db, {
    userId,
    quietKinds: QUIET_KINDS,
    readAt,
    limit: SEEN_SCAN_LIMIT,
  });
  const shown = unread.filter((event) => linkShownAt(eventLink(event), input.path));
  await insertNotificationReads(
    db,
    userId,
    shown.map((event) => event.id),
    new Date(),
  );
  return listNotifications(db, userId, input.query);
};
