import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import type { TClock } from '../src/jobs/job-types';
import { loadEnv, type TEnv } from '../src/config/env';
import { openDatabase, type TDatabase, type TDbHandle } from '../src/db/client';
import { seedReferenceData } from '../src/composition/seed';
import { PGLITE_TEMPLATE_ENV, POSTGRES_TEMPLATE_ENV } from './pglite-template-setup';
import { createFreshPostgresDatabase } from './test-database';

export type TTestApp = {
  app: FastifyInstance;
  env: TEnv;
  database: TDbHandle;
  close: () => Promise<void>;
};

/** The database the suite runs on: PostgreSQL when DATABASE_URL is set, else PGlite. */
export const testDatabaseKind = (): 'postgres' | 'pglite' =>
  process.env.DATABASE_URL ? 'postgres' : 'pglite';

export const openTestDatabase = async (): Promise<{
  database: TDbHandle;
  drop: () => Promise<void>;
}> => {
  const baseUrl = process.env.DATABASE_URL;
  const template = process.env[PGLITE_TEMPLATE_ENV];
  if (!baseUrl && template) {
    // A copy of the run's migrated template (made in test/pglite-template-setup.ts).
    const dataDir = mkdtempSync(join(tmpdir(), 'charterline-test-'));
    cpSync(template, join(dataDir, 'pglite'), { recursive: true });
    const database = openDatabase({ kind: 'pglite', dataDir });
    return {
      database,
      drop: async () => {
        await database.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  if (!baseUrl) {
    const database = openDatabase({ kind: 'pglite' });
    await database.migrate();
    await seedReferenceData(database.db);
    return { database, drop: () => database.close() };
  }
  // A copy of the run's migrated, seeded database when the global setup made one.
  const pgTemplate = process.env[POSTGRES_TEMPLATE_ENV];
  const fresh = await createFreshPostgresDatabase(baseUrl, 'test', pgTemplate);
  const database = openDatabase({ kind: 'postgres', url: fresh.url, poolSize: 5 });
  if (!pgTemplate) {
    await database.migrate();
    await seedReferenceData(database.db);
  }
  return {
    database,
    drop: async () => {
      await database.close();
      await fresh.drop();
    },
  };
};

/**
 * A whole app on a fresh database, driven with app.inject(). Given `database` (another test
 * app's), it is a second instance over the same data, and closing it leaves the data.
 */
export const createTestApp = async (
  options: {
    env?: Record<string, string>;
    register?: (app: FastifyInstance) => void;
    /** Wraps the database the app uses (fault injection); the test sees the real one. */
    wrapDb?: (db: TDatabase) => TDatabase;
    /** Another app's database (a second instance over the same data); not dropped here. */
    database?: TDbHandle;
    /** The app's clock (what its answers take as today); the system's by default. */
    clock?: TClock;
  } = {},
): Promise<TTestApp> => {
  const env = loadEnv({
    NODE_ENV: 'test',
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
    LOG_LEVEL: 'silent',
    // The address the tests' checkouts return to; PUBLIC_URL: '' tests the unset default.
    PUBLIC_URL: 'http://localhost:3000',
    ...options.env,
  });
  const { database, drop } = options.database
    ? { database: options.database, drop: async () => undefined }
    : await openTestDatabase();
  const used = options.wrapDb ? { ...database, db: options.wrapDb(database.db) } : database;
  const app = await buildApp({
    env,
    database: used,
    logger: process.env.TEST_LOG ? { level: 'error' } : false,
    serveSpa: false,
    clock: options.clock,
  });
  options.register?.(app);
  await app.ready();
  return {
    app,
    env,
    database,
    close: async () => {
      await app.close();
      await drop();
    },
  };
};
