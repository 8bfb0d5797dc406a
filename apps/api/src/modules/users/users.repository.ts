import { eq } from 'drizzle-orm';
import type { TDbExecutor } from '../../db/client';
import { users } from '../../db/schema';

export type TUserRow = typeof users.$inferSelect;

export const findUser = async (db: TDbExecutor, id: string): Promise<TUserRow | null> => {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user ?? null;
};
