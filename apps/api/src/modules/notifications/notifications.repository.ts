import { and, count, desc, eq, gt, notInArray, type SQL } from 'drizzle-orm';
import type { TDbExecutor } from '../../db/client';
import { companies, companyEvents, users } from '../../db/schema';

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

/** A page of the events of the user's companies, newest first, leaving out `quietKinds`. */
export const listLatestEventsOf = (
  db: TDbExecutor,
  options: TEventsOf & { limit: number; offset: number },
) =>
  db
    .select({
      id: companyEvents.id,
      companyId: companyEvents.companyId,
      kind: companyEvents.kind,
      fromStatus: companyEvents.fromStatus,
      toStatus: companyEvents.toStatus,
      data: companyEvents.data,
      createdAt: companyEvents.createdAt,
      companyName: companies.companyName,
      companyNameType: companies.companyNameType,
    })
    .from(companyEvents)
    .innerJoin(companies, eq(companies.id, companyEvents.companyId))
    .where(eventsOf(options))
    .orderBy(desc(companyEvents.createdAt), desc(companyEvents.id))
    .limit(options.limit)
    .offset(options.offset);

/** How many events the user has in all, and how many came after `readAt`. */
export const countEventsOf = async (
  db: TDbExecutor,
  options: TEventsOf & { readAt: Date | null },
): Promise<{ total: number; unread: number }> => {
  const countWhere = async (where: SQL | undefined) => {
    const [row] = await db
      .select({ n: count() })
      .from(companyEvents)
      .innerJoin(companies, eq(companies.id, companyEvents.companyId))
      .where(where);
    return row?.n ?? 0;
  };
  const total = await countWhere(eventsOf(options));
  const unread = options.readAt
    ? await countWhere(eventsOf(options, gt(companyEvents.createdAt, options.readAt)))
    : total;
  return { total, unread };
};

export const setNotificationsReadAt = async (
  db: TDbExecutor,
  userId: string,
  at: Date,
): Promise<void> => {
  await db.update(users).set({ notificationsReadAt: at }).where(eq(users.id, userId));
};
