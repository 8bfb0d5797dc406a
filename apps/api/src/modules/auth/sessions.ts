import { and, eq, isNull, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { TEnv } from '../../config/env';
import { perDatabase, type TDatabase, type TDbExecutor } from '../../db/client';
import { refreshTokens, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { hashOpaqueToken, newOpaqueToken, signAccessToken } from '../../lib/tokens';
import type { TTokens } from '@charterline/shared/schemas/auth';

type TSessionUser = { id: string; email: string; role: 'CUSTOMER' | 'ADMIN' };
type TTokenEnv = Pick<TEnv, 'JWT_SECRET' | 'ACCESS_TOKEN_TTL_SECONDS' | 'REFRESH_TOKEN_TTL_DAYS'>;

const DAY_MS = 86_400_000;

type TRefreshRow = typeof refreshTokens.$inferInsert;
type TInsertRefresh = (row: TRefreshRow) => Promise<unknown>;

const issueTokens = async (
  insertRefresh: TInsertRefresh,
  user: TSessionUser,
  familyId: string,
  env: TTokenEnv,
): Promise<TTokens> => {
  const refresh = newOpaqueToken();
  await insertRefresh({
    userId: user.id,
    familyId,
    tokenHash: refresh.hash,
    expiresAt: new Date(Date.now() + env.REFRESH_TOKEN_TTL_DAYS * DAY_MS),
  });
  const accessToken = await signAccessToken(
    { userId: user.id, email: user.email, role: user.role },
    { secret: env.JWT_SECRET, ttlSeconds: env.ACCESS_TOKEN_TTL_SECONDS },
  );
  return { accessToken, refreshToken: refresh.token };
};

const insertWith =
  (tx: TDbExecutor): TInsertRefresh =>
  (row) =>
    tx.insert(refreshTokens).values(row);

// A log-in's insert, prepared once per database (issue 8: logins/s against the bare hash
// rate; building the query was a part of what a log-in costs besides its hash).
const preparedInsert = perDatabase((db): TInsertRefresh => {
  const statement = db
    .insert(refreshTokens)
    .values({
      userId: sql.placeholder('userId'),
      familyId: sql.placeholder('familyId'),
      tokenHash: sql.placeholder('tokenHash'),
      expiresAt: sql.placeholder('expiresAt'),
    })
    .prepare('session_refresh_token');
  return (row) => statement.execute(row);
});

/** Starts a new session (a new refresh-token family) for a user who just proved who they are. */
export const startSession = (tx: TDbExecutor, user: TSessionUser, env: TTokenEnv) =>
  issueTokens(insertWith(tx), user, randomUUID(), env);

/** `startSession` outside a transaction (a log-in), with the insert prepared once. */
export const startSessionOn = (db: TDatabase, user: TSessionUser, env: TTokenEnv) =>
  issueTokens(preparedInsert(db), user, randomUUID(), env);

/**
 * Rotates a refresh token. A token that was already replaced or revoked is a sign that it
 * leaked: its whole family is revoked and the caller must log in again.
 */
export const rotateSession = async (
  db: TDatabase,
  refreshToken: string,
  env: TTokenEnv,
): Promise<TTokens> => {
  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashOpaqueToken(refreshToken)))
      .for('update');
    if (!row) return { error: true as const };
    if (row.replacedAt || row.revokedAt || row.expiresAt <= new Date()) {
      await revokeFamily(tx, row.familyId);
      return { error: true as const };
    }
    const [user] = await tx.select().from(users).where(eq(users.id, row.userId));
    if (!user) return { error: true as const };
    await tx
      .update(refreshTokens)
      .set({ replacedAt: new Date() })
      .where(eq(refreshTokens.id, row.id));
    return { tokens: await issueTokens(insertWith(tx), user, row.familyId, env) };
  });
  // Thrown after the transaction so the family revocation above is committed.
  if ('error' in outcome) throw new AppError('UNAUTHORIZED');
  return outcome.tokens;
};

export const revokeFamily = async (tx: TDbExecutor, familyId: string): Promise<void> => {
  await tx
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
};

/** Logout: the family of the given refresh token ends. Unknown tokens change nothing. */
export const endSession = async (db: TDatabase, refreshToken: string): Promise<void> => {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashOpaqueToken(refreshToken)));
  if (row) await revokeFamily(db, row.familyId);
};

/** Ends every session of a user (after a password reset). */
export const endAllSessions = async (tx: TDbExecutor, userId: string): Promise<void> => {
  await tx
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
};
