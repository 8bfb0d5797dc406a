import type { Redis } from 'ioredis';
import type { TDashboardConfig } from '@charterline/shared/schemas/dashboard-config';
import type { TEnv } from './config/env';
import type { TDatabase, TDbHandle } from './db/client';
import type { TClock } from './jobs/job-types';
import type { TAttemptCounter } from './lib/attempt-counter';
import type { TRevocations } from './lib/revocations';
import type { TAccessClaims } from './lib/tokens';

declare module 'fastify' {
  interface FastifyInstance {
    config: TEnv;
    /** The open database (driver, migrations, ping, close). */
    database: TDbHandle;
    /** The Drizzle handle repositories use. */
    db: TDatabase;
    /** Where document bytes live (plugins/storage.ts, decision 0130). */
    storage: TFileStorage;
    /** preHandler: a valid access token or a 401 envelope; sets request.user. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler: authenticate and require the admin role (403 otherwise). */
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Login failures per address and per account (shared through Redis when configured). */
    loginFailures: TAttemptCounter;
    /** (account, address) pairs that signed in lately: exempt from the per-account limit. */
    knownLogins: TAttemptCounter;
    /** Revoked access tokens: users' valid-after instants and ended sessions. */
    revocations: TRevocations;
    /** The instance's Redis client when REDIS_URL is set, else null. */
    redis: Redis | null;
    /** The dashboard configuration (docs/product.md § Dashboard configuration), read at start. */
    dashboardConfig: TDashboardConfig;
    /** The instant routes read as now (buildApp's `clock`; tests inject one). */
    clock: TClock;
  }
  interface FastifyRequest {
    user: TAccessClaims | null;
  }
}
