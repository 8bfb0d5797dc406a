import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { TEnv } from '../../config/env';
import { perDatabase, type TDatabase, type TDbExecutor } from '../../db/client';
import { refreshTokens, users } from '../../db/schema';
import type { TRevocations } from '../../lib/revocations';
import { hashOpaqueToken, newOpaqueToken, signAccessToken } from '../../lib/tokens';
import type { TTokens } from '@charterline/shared/schemas/auth';

export type TSessionUser = {
  id: string;
  email: string;
  role: 'CUSTOMER' | 'ADMIN';
  /** users.tokens_valid_after: tokens issued now count from it at the earliest. */
  tokensValidAfter?: Date | null;
};
export type TEndSessions = Pick<TRevocations, 'endSessions'>;
export type TTokenEnv = Pick<
  TEnv,
  'JWT_SECRET' | 'ACCESS_TOKEN_TTL_SECONDS' | 'REFRESH_TOKEN_TTL_DAYS'
>;

const DAY_MS = 86_400_000;

type TRefreshRow = typeof refreshTokens.$inferInsert;
type TInsertRefresh = (row: TRefreshRow) => Promise<unknown>;

/** Stores a refresh token (a new one unless given) and signs an access token beside it. */
export const issueTokens = async (
  insertRefresh: TInsertRefresh,
  user: TSessionUser,
  familyId: string,
  env: TTokenEnv,
  refresh: { token: string; hash: string } = newOpaqueToken(),
): Promise<TTokens> => {
  await insertRefresh({
    userId: user.id,
    familyId,
    tokenHash: refresh.hash,
    expiresAt: new Date(Date.now() + env.REFRESH_TOKEN_TTL_DAYS * DAY_MS),
  });
  // Never before the user's valid-after instant, even if this instance's clock is behind
  // the one that set it: the tokens of a log-in after a reset must be good.
  const issuedAtMs = Math.max(Date.now(), user.tokensValidAfter?.getTime() ?? 0);
  const accessToken = await signAccessToken(
    { userId: user.id, email: user.email, role: user.role, sessionId: familyId, issuedAtMs },
    { secret: env.JWT_SECRET, ttlSeconds: env.ACCESS_TOKEN_TTL_SECONDS },
  );
  return { accessToken, refreshToken: refresh.token };
};

export const insertWith =
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

export const revokeFamily = async (tx: TDbExecutor, familyId: string): Promise<void> => {
  await tx
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
};

/**
 * Logout: the session of the given refresh token, or the given session id (a bearer token's
 * `sid`), ends, with its access tokens. Unknown tokens change nothing.
 */
export const endSession = async (
  db: TDatabase,
  revocations: TEndSessions,
  which: { refreshToken?: string | undefined; sessionId?: string | null | undefined },
): Promise<void> => {
  const ended = new Set<string>();
  if (which.sessionId) ended.add(which.sessionId);
  if (which.refreshToken) {
    const [row] = await db
      .select({ familyId: refreshTokens.familyId })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashOpaqueToken(which.refreshToken)));
    if (row) ended.add(row.familyId);
  }
  for (const familyId of ended) await revokeFamily(db, familyId);
  await revocations.endSessions([...ended]);
};

/**
 * Revokes every token of a user (password reset, role change): all sessions end, and access
 * tokens issued before now are refused. Returns the valid-after instant (ms) to publish with
 * `app.revocations.revokeUser` once the transaction has committed.
 */
export const revokeUserTokens = async (tx: TDbExecutor, userId: string): Promise<number> => {
  // One ms on: a token signed in this same millisecond, before the change, is refused too.
  const validAfter = Date.now() + 1;
  await tx
    .update(users)
    .set({ tokensValidAfter: new Date(validAfter) })
    .where(eq(users.id, userId));
  await endAllSessions(tx, userId);
  return validAfter;
};

/** Ends every session of a user. */
export const endAllSessions = async (tx: TDbExecutor, userId: string): Promise<void> => {
  await tx
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
};

/**
 * Ends every session of a user but the one given (a password change keeps the device it
 * was made on). Returns the ended session ids, to publish with `app.revocations.endSessions`
 * once the transaction has committed: their access tokens are refused from then on.
 */
export const endOtherSessions = async (
  tx: TDbExecutor,
  userId: string,
  keepSessionId: string | null,
): Promise<string[]> => {
  const rows = await tx
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        keepSessionId ? ne(refreshTokens.familyId, keepSessionId) : undefined,
      ),
    )
    .returning({ familyId: refreshTokens.familyId });
  return [...new Set(rows.map((r) => r.familyId))];
};
