import type { TEnv } from './config/env';
import type { TDatabase, TDbHandle } from './db/client';

declare module 'fastify' {
  interface FastifyInstance {
    config: TEnv;
    /** The open database (driver, migrations, ping, close). */
    database: TDbHandle;
    /** The Drizzle handle repositories use. */
    db: TDatabase;
  }
}
