import { and, gt, isNotNull, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { perDatabase } from '../db/client';
import { refreshTokens, users } from '../db/schema';
import { createRevocations } from '../lib/revocations';

const UUID = /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/i;

// What an instance reads the first time it sees a user, prepared once per database.
const validAfterOf = perDatabase((db) =>
  db
    .select({ at: users.tokensValidAfter })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('user_tokens_valid_after'),
);

/** `app.revocations` (lib/revocations.ts) over the database, shared through Redis if set. */
export const registerRevocations = (app: FastifyInstance): void => {
  const revocations = createRevocations({
    loadUser: async (userId) => {
      // Only the ops CLI's stand-in admin has no user row (and no UUID check is needed).
      if (!UUID.test(userId)) return 0;
      const [row] = await validAfterOf(app.db).execute({ id: userId });
      return row?.at?.getTime() ?? 0;
    },
    loadEndedSessions: async (sinceMs) => {
      const rows = await app.db
        .selectDistinct({ id: refreshTokens.familyId })
        .from(refreshTokens)
        .where(
          and(isNotNull(refreshTokens.revokedAt), gt(refreshTokens.revokedAt, new Date(sinceMs))),
        );
      return rows.map((r) => r.id);
    },
    redis: app.redis,
    accessTtlMs: app.config.ACCESS_TOKEN_TTL_SECONDS * 1000,
    onError: (error, what) => app.log.warn({ err: error }, `revocations: ${what}`),
  });
  app.decorate('revocations', revocations);
  app.addHook('onReady', () => revocations.start());
  app.addHook('onClose', () => revocations.stop());
};
