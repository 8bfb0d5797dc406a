import type { TEnv } from '../config/env';
import { openDatabase, type TDbHandle } from './client';

/** PostgreSQL when DATABASE_URL is set, else PGlite stored in DATA_DIR. */
export const openDatabaseFromEnv = (
  env: Pick<
    TEnv,
    'DATABASE_URL' | 'DATABASE_POOL_SIZE' | 'DATABASE_STATEMENT_CONNECTIONS' | 'dataDir'
  >,
): TDbHandle =>
  env.DATABASE_URL
    ? openDatabase({
        kind: 'postgres',
        url: env.DATABASE_URL,
        poolSize: env.DATABASE_POOL_SIZE,
        statementConnections: env.DATABASE_STATEMENT_CONNECTIONS,
      })
    : openDatabase({ kind: 'pglite', dataDir: env.dataDir });
