import { and, eq, gt, isNull } from 'drizzle-orm';
import type { TDbExecutor } from '../../db/client';
import { emailChangeTokens, users } from '../../db/schema';

export type TUserRow = typeof users.$inferSelect;
type TUserPatch = Partial<
  Pick<TUserRow, 'firstName' | 'lastName' | 'phone' | 'email' | 'passwordHash'>
> & { passwordChangedAt?: Date };

export const findUser = async (db: TDbExecutor, id: string): Promise<TUserRow | null> => {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user ?? null;
};

export const emailIsTaken = async (db: TDbExecutor, email: string): Promise<boolean> => {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return Boolean(row);
};

export const updateUser = async (
  tx: TDbExecutor,
  id: string,
  patch: TUserPatch,
): Promise<TUserRow | null> => {
  const [user] = await tx
    .update(users)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return user ?? null;
};

/** Every open e-mail change link of the user stops working. */
export const useUpEmailChangeLinks = async (tx: TDbExecutor, userId: string): Promise<void> => {
  await tx
    .update(emailChangeTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(emailChangeTokens.userId, userId), isNull(emailChangeTokens.usedAt)));
};

export const insertEmailChangeLink = async (
  tx: TDbExecutor,
  row: { userId: string; newEmail: string; tokenHash: string; expiresAt: Date },
): Promise<void> => {
  await tx.insert(emailChangeTokens).values(row);
};

/** Uses the link if it is open (unused, unexpired): its user and new address, else null. */
export const takeEmailChangeLink = async (
  tx: TDbExecutor,
  tokenHash: string,
): Promise<{ userId: string; newEmail: string } | null> => {
  const now = new Date();
  const [row] = await tx
    .update(emailChangeTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailChangeTokens.tokenHash, tokenHash),
        isNull(emailChangeTokens.usedAt),
        gt(emailChangeTokens.expiresAt, now),
      ),
    )
    .returning({ userId: emailChangeTokens.userId, newEmail: emailChangeTokens.newEmail });
  return row ?? null;
};
