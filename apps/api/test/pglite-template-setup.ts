import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../src/db/client';
import { seedReferenceData } from '../src/composition/seed';
import { createFreshPostgresDatabase } from './test-database';

// Every test app on PGlite starts as a migrated, seeded database. Made once per run here
// (initdb in WASM, 21 migrations, the seed: 3–10 s a database on two busy cores) and copied
// for each test app by openTestDatabase (≈ 1 s), instead of made again for each of them.
// The workers read its path from the environment. On PostgreSQL the same: one migrated,
// seeded database per run, which each test app's database is created from
// (`CREATE DATABASE … TEMPLATE`, a file copy) instead of migrating a new one.
/** Where the setup left a migrated, seeded PGlite cluster to copy (read by test-app.ts). */
export const PGLITE_TEMPLATE_ENV = 'CHARTERLINE_TEST_PGLITE_TEMPLATE';
/** The PostgreSQL database test apps' databases are made from (read by test-app.ts). */
export const POSTGRES_TEMPLATE_ENV = 'CHARTERLINE_TEST_POSTGRES_TEMPLATE';

const postgresTemplate = async (baseUrl: string): Promise<() => Promise<void>> => {
  const template = await createFreshPostgresDatabase(baseUrl, 'template');
  const database = openDatabase({ kind: 'postgres', url: template.url });
  await database.migrate();
  await seedReferenceData(database.db);
  // A database can be copied only while nobody is connected to it.
  await database.close();
  process.env[POSTGRES_TEMPLATE_ENV] = new URL(template.url).pathname.slice(1);
  return async () => {
    delete process.env[POSTGRES_TEMPLATE_ENV];
    await template.drop();
  };
};

export default async function setup(): Promise<() => void | Promise<void>> {
  if (process.env.DATABASE_URL) return postgresTemplate(process.env.DATABASE_URL);
  const dir = mkdtempSync(join(tmpdir(), 'charterline-test-template-'));
  // Made from the code under test, never from a build's cluster (seeded by older code).
  const database = openDatabase({ kind: 'pglite', dataDir: dir, fromBuild: false });
  await database.migrate();
  await seedReferenceData(database.db);
  await database.close();
  process.env[PGLITE_TEMPLATE_ENV] = join(dir, 'pglite');
  return () => {
    delete process.env[PGLITE_TEMPLATE_ENV];
    rmSync(dir, { recursive: true, force: true });
  };
}
