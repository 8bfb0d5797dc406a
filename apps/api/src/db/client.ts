import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePgJs } from 'drizzle-orm/postgres-js';
import { migrate as migratePgJs } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { migrationsDir } from '../config/paths';
import { startFromTemplate } from './pglite-template';
import {
  passThrough,
  readCache,
  registerWriteWatch,
  tablesWrittenBy,
  writeWatchOf,
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
  /**
   * Calls `onMessage` with each NOTIFY on `channel` from any instance (this one included);
   * resolves with the function that stops listening. After a lost connection postgres.js
   * listens again by itself, and calls `onListen` each time it (re)starts listening:
   * messages sent while it was not may have been missed.
   */
  listen: (
    channel: string,
    onMessage: (payload: string) => void,
    onListen?: () => void,
  ) => Promise<() => Promise<void>>;
  /** NOTIFY `channel` (delivered to every listening instance when the sender's work commits). */
  notify: (channel: string, payload: string) => Promise<void>;
};

export type TDbOptions =
  | {
      kind: 'postgres';
      url: string;
      /** Connections for transactions (each holds one while it lasts). */
      poolSize?: number;
      /** Connections the statements outside transactions are pipelined on. */
      statementConnections?: number;
    }
  /** dataDir undefined: in memory (tests). */
  | {
      kind: 'pglite';
      dataDir?: string;
      /**
       * A new data directory starts as a copy of the build's migrated, seeded cluster
       * (pglite-template.ts); false starts it empty. The tests' template passes false: a
       * build's cluster holds the seed of the code it was built from, not of the code under test.
       */
      fromBuild?: boolean;
    };

// Two instances starting together must not both apply the same migration.
const MIGRATION_LOCK = 4_242_001;

/**
 * PostgreSQL through postgres.js (decision 0166). Every statement is prepared once per
 * connection and reused. Statements outside a transaction share a few connections and are
 * pipelined on them: the statements of many requests go out in one write and come back in
 * one read, which is most of what a signed-in read costs (bench: README "Performance").
 * A transaction holds a connection of its own for its length, from a second pool, so a long
 * one never queues the reads of other requests behind it.
 */
const openPostgres = (url: string, poolSize = 4, statementConnections = 2): TDbHandle => {
  const common = {
    connect_timeout: 5,
    // NOTICEs (a migration's "already exists, skipping") are not the API's to print.
    onnotice: () => undefined,
    // Connections are renewed now and then, so a server's memory per backend stays small.
    max_lifetime: 60 * 30,
  };
  const statements = postgres(url, { ...common, max: statementConnections });
  const transactions = postgres(url, { ...common, max: poolSize });
  const db = drizzlePgJs(statements, { schema }) as unknown as TDatabase;
  const txDb = drizzlePgJs(transactions, { schema }) as unknown as TDatabase;
  db.transaction = txDb.transaction.bind(txDb);
  return {
    db,
    kind: 'postgres',
    migrate: async () => {
      // Two instances starting together: one migrates, the other waits and finds it done.
      // One connection of its own, so the advisory lock and the migration share a session.
      const single = postgres(url, { max: 1, connect_timeout: 5, onnotice: () => undefined });
      try {
        await single`select pg_advisory_lock(${MIGRATION_LOCK})`;
        await migratePgJs(drizzlePgJs(single, { schema }), { migrationsFolder: migrationsDir });
      } finally {
        await single.end({ timeout: 5 });
      }
    },
    ping: async () => {
      await statements`select 1`;
    },
    close: async () => {
      await Promise.all([statements.end({ timeout: 5 }), transactions.end({ timeout: 5 })]);
    },
    readCache: passThrough,
    listen: async (channel, onMessage, onListen) => {
      const { unlisten } = await statements.listen(channel, onMessage, onListen);
      return unlisten;
    },
    notify: async (channel, payload) => {
      await statements.notify(channel, payload);
    },
  };
};

/**
 * True for a PGlite database: its statements run in this process, on the event loop, so a
 * long one holds every request; loops over many rows keep their statements short on it.
 */
export const runsInProcess = (db: object): boolean => writeWatchOf(db) !== undefined;

/** The rows of `db.execute` on either driver (node-style `{ rows }` or postgres.js's array). */
export const rowsOf = <TRow>(result: unknown): TRow[] =>
  (Array.isArray(result) ? result : (result as { rows: TRow[] }).rows) as TRow[];

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

const openPglite = (dataDir?: string, fromBuild = true): TDbHandle => {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const clusterDir = dataDir ? join(dataDir, 'pglite') : undefined;
  if (clusterDir && fromBuild) startFromTemplate(clusterDir);
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
    listen: async (channel, onMessage, onListen) => {
      const stop = await client.listen(channel, onMessage);
      onListen?.();
      return () => stop();
    },
    notify: async (channel, payload) => {
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
  };
};

export const openDatabase = (options: TDbOptions): TDbHandle =>
  options.kind === 'postgres'
    ? openPostgres(options.url, options.poolSize, options.statementConnections)
    : openPglite(options.dataDir, options.fromBuild);

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
