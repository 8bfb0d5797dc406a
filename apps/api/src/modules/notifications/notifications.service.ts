import type { TNotifications } from '@charterline/shared/schemas/companies';
import type { TDbExecutor } from '../../db/client';
import { eventText } from './event-text';
import {
  findNotificationsReadAt,
  listLatestEventsOf,
  setNotificationsReadAt,
} from './notifications.repository';

const LATEST = 20;
/** Events the customer caused a moment ago, in the wizard: not news to them. */
const QUIET_KINDS = ['FORMATION_SELECTION_SAVED'];

/** The latest events of the user's companies as notifications, with how many are unread. */
export const listNotifications = async (
  db: TDbExecutor,
  userId: string,
): Promise<TNotifications> => {
  const readAt = await findNotificationsReadAt(db, userId);
  const rows = await listLatestEventsOf(db, { userId, quietKinds: QUIET_KINDS, limit: LATEST });
  const readTime = readAt?.getTime() ?? 0;
  const items = rows.map((row) => ({
    id: row.id,
    companyId: row.companyId,
    ...eventText(row),
    createdAt: row.createdAt.toISOString(),
    unread: row.createdAt.getTime() > readTime,
  }));
  return { items, unreadCount: items.filter((i) => i.unread).length };
};

/** Marks every notification read, and answers with the list as it now stands. */
export const markNotificationsRead = async (
  db: TDbExecutor,
  userId: string,
): Promise<TNotifications> => {
  await setNotificationsReadAt(db, userId, new Date());
  return listNotifications(db, userId);
};
