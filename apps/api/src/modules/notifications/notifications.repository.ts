import { and, count, desc, eq, gt, isNull, notInArray, type SQL } from 'drizzle-orm';
import type { TDbExecutor } from '../../db/client';
import { companies, companyEvents, notificationReads, users } from '../../db/schema';

/** When the user last marked their notifications read (null: never, or no such user). */
export const findNotificationsReadAt = async (
  db: TDbExecutor,
  userId: string,
): Promise<Date | null> => {
  const [user] = await db
    .select({ readAt: users.notificationsReadAt })
    .from(users)
    .where(eq(users.id, userId));
  return user?.readAt ?? null;
};

type TEventsOf = { userId: string; quietKinds: string[] };

const eventsOf = (options: TEventsOf, also?: SQL) =>
  and(
    eq(companies.userId, options.userId),
    notInArray(companyEvents.kind, options.quietKinds),
    also,
  );

/** The user's own read mark of each event (decision 0189), joined beside it. */
const readsOf = (userId: string) =>
  and(eq(notificationReads.eventId, companyEvents.id), eq(notificationReads.userId, userId));

/** Unread: after "Mark all read" (if ever) and not read one by one since. */
const unreadWhere = (options: TEventsOf & { readAt: Date | null }) =>
  eventsOf(
    options,
    and(
      options.readAt ? gt(companyEvents.createdAt, options.readAt) : undefined,
      isNull(notificationReads.eventId),
    ),
  );

const eventColumns = {
  id: companyEvents.id,
  companyId: companyEvents.companyId,
  kind: companyEvents.kind,
  fromStatus: companyEvents.fromStatus,
  toStatus: companyEvents.toStatus,
  data: companyEvents.data,
  createdAt: companyEvents.createdAt,
  companyName: companies.companyName,
  companyNameType: companies.companyNameType,
};

/**
 * A page of the events of the user's companies, newest first, leaving out `quietKinds`;
 * `readOne` is when the user read that one by itself (null: not).
 */
export const listLatestEventsOf = (
  db: TDbExecutor,
  options: TEventsOf & { limit: number; offset: number },
) =>
  db
    .select({ ...eventColumns, readOne: notificationReads.readAt })
    .from(companyEvents)
    .innerJoin(companies, eq(companies.id, companyEvents.companyId))
    .leftJoin(notificationReads, readsOf(options.userId))
    .where(eventsOf(options))
    .orderBy(desc(companyEvents.createdAt), desc(companyEvents.id))
    .limit(options.limit)
    .offset(options.offset);

/** The user's unread events, newest first, at most `limit` (what a page may mark read). */
export const listUnreadEventsOf = (
  db: TDbExecutor,
  options: TEventsOf & { readAt: Date | null; limit: number },
) =>
  db
    .select(eventColumns)
    .from(companyEvents)
    .innerJoin(companies, eq(companies.id, companyEvents.companyId))
    .leftJoin(notificationReads, readsOf(options.userId))
    .where(unreadWhere(options))
    .orderBy(desc(companyEvents.createdAt), desc(companyEvents.id))
    .limit(options.limit);

/** How many events the user has in all, and how many of them are unread. */
export const countEventsOf = async (
  db: TDbExecutor,
  options: TEventsOf & { readAt: Date | null },
): Promise<{ total: number; unread: number }> => {
  const [all] = await db
    .select({ n: count() })
    .from(companyEvents)
    .innerJoin(companies, eq(companies.id, companyEvents.companyId))
    .where(eventsOf(options));
  const [unread] = await db
    .select({ n: count() })
    .from(companyEvents)
    .innerJoin(companies, eq(companies.id, companyEvents.companyId))
    .leftJoin(notificationReads, readsOf(options.userId))
    .where(unreadWhere(options));
  return { total: all?.n ?? 0, unread: unread?.n ?? 0 };
};

export const setNotificationsReadAt = async (
  db: TDbExecutor,
  userId: string,
  at: Date,
): Promise<void> => {
  await db.update(users).set({ notificationsReadAt: at }).where(eq(users.id, userId));
};

/** Marks these events read for the user, one by one (again: nothing changes). */
export const insertNotificationReads = async (
  db: TDbExecutor,
  userId: string,
  eventIds: string[],
  at: Date,
): Promise<void> => {
  if (eventIds.length === 0) return;
  await db
    .insert(notificationReads)
    .values(eventIds.map((eventId) => ({ userId, eventId, readAt: at })))
    .onConflictDoNothing();
};
