import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../src/db/client';
import { seedReferenceData } from '../src/db/seed';

// Every test app on PGlite starts as a migrated, seeded database. Made once per run here
// (initdb in WASM, 21 migrations, the seed: 3–10 s a database on two busy cores) and copied
// for each test app by openTestDatabase (≈ 1 s), instead of made again for each of them.
// The workers read its path from the environment; on PostgreSQL nothing is made.
/** Where the setup left a migrated, seeded PGlite cluster to copy (read by test-app.ts). */
export const PGLITE_TEMPLATE_ENV = 'CHARTERLINE_TEST_PGLITE_TEMPLATE';

export default async function setup(): Promise<() => void> {
  if (process.env.DATABASE_URL) return () => undefined;
  const dir = mkdtempSync(join(tmpdir(), 'charterline-test-template-'));
  const database = openDatabase({ kind: 'pglite', dataDir: dir });
  await database.migrate();
  await seedReferenceData(database.db);
  await database.close();
  process.env[PGLITE_TEMPLATE_ENV] = join(dir, 'pglite');
  return () => {
    delete process.env[PGLITE_TEMPLATE_ENV];
    rmSync(dir, { recursive: true, force: true });
  };
}
