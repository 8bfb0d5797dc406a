import { eq } from 'drizzle-orm';
import { createHmac } from 'node:crypto';
import type { TTokens } from '@charterline/shared/schemas/auth';
import type { TDatabase, TDbExecutor } from '../../db/client';
import { refreshTokens, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { hashOpaqueToken } from '../../lib/tokens';
import {
  insertWith,
  issueTokens,
  revokeFamily,
  type TEndSessions,
  type TTokenEnv,
} from './sessions';

/** How long a just-replaced refresh token still gets its successor (two tabs at once). */
export const REFRESH_GRACE_MS = 30_000;

type TRefreshRow = typeof refreshTokens.$inferSelect;

/**
 * The refresh token that replaces `token`: derived from it with a key of JWT_SECRET, so a
 * second request with the same token within the grace window gets the same successor
 * without it being stored anywhere but as its hash. Only a holder of `token` can ask.
 */
const successorOf = (token: string, secret: string): { token: string; hash: string } => {
  const key = createHmac('sha256', secret).update('charterline refresh successor v1').digest();
  const successor = createHmac('sha256', key).update(token).digest('base64url');
  return { token: successor, hash: hashOpaqueToken(successor) };
};

const isLive = (row: TRefreshRow, now: Date): boolean =>
  !row.replacedAt && !row.revokedAt && row.expiresAt > now;

/** The successor of a token replaced moments ago, if it is still the family's live token. */
const graceSuccessor = async (
  tx: TDbExecutor,
  row: TRefreshRow,
  refreshToken: string,
  secret: string,
) => {
  const now = new Date();
  if (!row.replacedAt || row.revokedAt || row.expiresAt <= now) return null;
  if (now.getTime() - row.replacedAt.getTime() > REFRESH_GRACE_MS) return null;
  const successor = successorOf(refreshToken, secret);
  const [next] = await tx
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, successor.hash));
  return next && next.familyId === row.familyId && isLive(next, now) ? successor : null;
};

/**
 * Rotates a refresh token. The token just replaced, presented again within
 * REFRESH_GRACE_MS while its successor is unused, answers that same successor (with a new
 * access token): two tabs refreshing at once both stay signed in. Any other replaced or
 * revoked token is a sign that it leaked: its whole family is revoked (with its access
 * tokens) and the caller must log in again.
 */
export const rotateSession = async (
  db: TDatabase,
  revocations: TEndSessions,
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
    const [user] = await tx.select().from(users).where(eq(users.id, row.userId));
    if (!user) return { error: true as const };
    if (isLive(row, new Date())) {
      await tx
        .update(refreshTokens)
        .set({ replacedAt: new Date() })
        .where(eq(refreshTokens.id, row.id));
      const successor = successorOf(refreshToken, env.JWT_SECRET);
      return { tokens: await issueTokens(insertWith(tx), user, row.familyId, env, successor) };
    }
    const again = await graceSuccessor(tx, row, refreshToken, env.JWT_SECRET);
    if (again) {
      // The successor row exists already: only a new access token is signed.
      const noInsert = async () => undefined;
      return { tokens: await issueTokens(noInsert, user, row.familyId, env, again) };
    }
    await revokeFamily(tx, row.familyId);
    return { error: true as const, ended: row.familyId };
  });
  // Thrown after the transaction so the family revocation above is committed; the access
  // tokens of the family end with it.
  if ('error' in outcome) {
    if (outcome.ended) await revocations.endSessions([outcome.ended]);
    throw new AppError('UNAUTHORIZED');
  }
  return outcome.tokens;
};
