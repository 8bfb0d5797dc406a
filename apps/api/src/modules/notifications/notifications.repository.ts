import { and, desc, eq, notInArray } from 'drizzle-orm';
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

/** The latest events of the user's companies, newest first, leaving out `quietKinds`. */
export const listLatestEventsOf = (
  db: TDbExecutor,
  options: { userId: string; quietKinds: string[]; limit: number },
) =>
  db
    .select({
      id: companyEvents.id,
      companyId: companyEvents.companyId,
      kind: companyEvents.kind,
      fromStatus: companyEvents.fromStatus,
      toStatus: companyEvents.toStatus,
      createdAt: companyEvents.createdAt,
      companyName: companies.companyName,
    })
    .from(companyEvents)
    .innerJoin(companies, eq(companies.id, companyEvents.companyId))
    .where(
      and(eq(companies.userId, options.userId), notInArray(companyEvents.kind, options.quietKinds)),
    )
    .orderBy(desc(companyEvents.createdAt))
    .limit(options.limit);

export const setNotificationsReadAt = async (
  db: TDbExecutor,
  userId: string,
  at: Date,
): Promise<void> => {
  await db.update(users).set({ notificationsReadAt: at }).where(eq(users.id, userId));
};
