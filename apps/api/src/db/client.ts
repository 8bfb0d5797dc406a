import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsDir } from '../lib/paths';
import { startFromTemplate } from './pglite-template';
import {
  passThrough,
  readCache,
  registerWriteWatch,
  tablesWrittenBy,
  WriteWatch,
  type TReadCache,
} from './read-cache';
import * as schema from './schema';

export type TSchema = typeof schema;
/** One type for both drivers: repositories never know which database they talk to. */
export type TDatabase = PgDatabase<PgQueryResultHKT, TSchema>;
export type TTransaction = Parameters<Parameters<TDatabase['transaction']>[0]>[0];
export type TDbExecutor = TDatabase | TTransaction;

export type TDbHandle = {
  db: TDatabase;
  kind: 'pglite' | 'postgres';
  migrate: () => Promise<void>;
  ping: () => Promise<void>;
  close: () => Promise<void>;
  /** Answers kept until a table they were read from changes (only for PGlite). */
  readCache: TReadCache;
};

export type TDbOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  /** dataDir undefined: in memory (tests). */
  | { kind: 'pglite'; dataDir?: string };

// Two instances starting together must not both apply the same migration.
const MIGRATION_LOCK = 4_242_001;

const openPostgres = (url: string, poolSize = 10): TDbHandle => {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5000 });
  // An idle client losing its server must not crash the process; the next query reports it.
  pool.on('error', () => undefined);
  // The same for a client checked out by a transaction between two of its queries: the
  // query in flight (or the next one) fails and the request answers 503.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzlePg({ client: pool, schema }) as unknown as TDatabase;
  // drizzle's pool transaction sends BEGIN before its try/finally, so a BEGIN failing on a
  // dropped connection never gives its client back: a few outages would exhaust the pool
  // and the API would stay unavailable after the database returns (found by the fault
  // suite). Each transaction checks out its own client here and always releases it; the
  // pool discards a client whose connection broke.
  db.transaction = (async (run, config) => {
    const client = await pool.connect();
    try {
      const onClient = drizzlePg({ client, schema }) as unknown as TDatabase;
      return await onClient.transaction(run, config);
    } finally {
      client.release();
    }
  }) as TDatabase['transaction'];
  return {
    db,
    kind: 'postgres',
    migrate: async () => {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migratePg(drizzlePg({ client, schema }), { migrationsFolder: migrationsDir });
      } finally {
        await client
          .query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK])
          .catch(() => undefined);
        client.release();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
    readCache: passThrough,
  };
};

/**
 * Tells `watch` of every write that ends on this PGlite (its only writer is this process):
 * a statement's when it returns, a transaction's statements when the transaction ends.
 * Drizzle sends everything through `query` and `transaction`; `exec` (migrations, scripts)
 * counts as a write to any table.
 */
const watchWrites = (client: PGlite, watch: WriteWatch): void => {
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = (async (statement: string, params?: unknown[], options?: object) => {
    try {
      return await query(statement, params, options);
    } finally {
      const tables = tablesWrittenBy(statement);
      if (tables?.length !== 0) watch.wrote(tables);
    }
  }) as PGlite['query'];
  client.exec = (async (statement: string, options?: object) => {
    try {
      return await exec(statement, options);
    } finally {
      watch.wrote(null);
    }
  }) as PGlite['exec'];
  client.transaction = (async (callback: Parameters<PGlite['transaction']>[0]) => {
    const written = new Set<string>();
    let anyTable = false;
    try {
      return await transaction((tx) => {
        const txQuery = tx.query.bind(tx);
        tx.query = ((statement: string, params?: unknown[], options?: object) => {
          const tables = tablesWrittenBy(statement);
          if (tables === null) anyTable = true;
          else for (const t of tables) written.add(t);
          return txQuery(statement, params, options);
        }) as typeof tx.query;
        const txExec = tx.exec.bind(tx);
        tx.exec = ((statement: string, options?: object) => {
          anyTable = true;
          return txExec(statement, options);
        }) as typeof tx.exec;
        return callback(tx);
      });
    } finally {
      if (anyTable) watch.wrote(null);
      else if (written.size > 0) watch.wrote(written);
    }
  }) as PGlite['transaction'];
};

const openPglite = (dataDir?: string): TDbHandle => {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const clusterDir = dataDir ? join(dataDir, 'pglite') : undefined;
  if (clusterDir) startFromTemplate(clusterDir);
  const client = new PGlite(clusterDir);
  const watch = new WriteWatch();
  watchWrites(client, watch);
  const db = drizzlePglite({ client, schema }) as unknown as TDatabase;
  registerWriteWatch(db, watch);
  return {
    db,
    kind: 'pglite',
    migrate: async () => {
      await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder: migrationsDir });
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
    readCache: readCache(watch),
  };
};

export const openDatabase = (options: TDbOptions): TDbHandle =>
  options.kind === 'postgres'
    ? openPostgres(options.url, options.poolSize)
    : openPglite(options.dataDir);

/**
 * `make(db)` once per database, kept for its life: prepared statements (no query building
 * per request; PostgreSQL plans them once per connection).
 */
export const perDatabase = <T>(make: (db: TDatabase) => T): ((db: TDatabase) => T) => {
  const made = new WeakMap<TDatabase, T>();
  return (db) => {
    let value = made.get(db);
    if (value === undefined) {
      value = make(db);
      made.set(db, value);
    }
    return value;
  };
};
