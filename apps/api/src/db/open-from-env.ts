import type { TEnv } from '../config/env';
import { openDatabase, type TDbHandle } from './client';

/** PostgreSQL when DATABASE_URL is set, else PGlite stored in DATA_DIR. */
export const openDatabaseFromEnv = (env: Pick<TEnv, 'DATABASE_URL' | 'dataDir'>): TDbHandle =>
  env.DATABASE_URL
    ? openDatabase({ kind: 'postgres', url: env.DATABASE_URL })
    : openDatabase({ kind: 'pglite', dataDir: env.dataDir });
