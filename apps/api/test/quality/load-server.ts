// The server of the load suite, in a process of its own as in production: the load
// generator must not share the event loop it measures. Prints one JSON line
// { url, tokens } when it listens; SIGTERM stops it (and drops its database if it made one).
//
// `load-server.ts <customers>`: a fresh database of its own (PGlite, or PostgreSQL when
// DATABASE_URL is set), as every test app. `load-server.ts <customers> <database url>`: an
// instance over that PostgreSQL database, which the caller made and drops (several instances
// over one database), with the API's default pool settings (4 connections for transactions,
// 2 for the other statements) and REDIS_URL from the environment.
import { openDatabase } from '../../src/db/client';
import { seedReferenceData } from '../../src/composition/seed';
import { createSignedInUser } from '../auth-helpers';
import { createTestApp } from '../test-app';

const customers = Number(process.argv[2] ?? 25);
const sharedUrl = process.argv[3];
// One address sends everything in the suite: the per-address limits would rightly stop it.
const env: Record<string, string> = { RATE_LIMIT_DISABLED: 'true' };
if (process.env.REDIS_URL) env.REDIS_URL = process.env.REDIS_URL;

const openShared = async (url: string) => {
  const database = openDatabase({ kind: 'postgres', url });
  // Instances starting together: one migrates, the others wait for it (advisory lock).
  await database.migrate();
  await seedReferenceData(database.db);
  return database;
};
const shared = sharedUrl ? await openShared(sharedUrl) : undefined;
const t = await createTestApp({ env, database: shared });
const tokens: string[] = [];
for (let i = 0; i < customers; i += 1) tokens.push((await createSignedInUser(t.app)).accessToken);
const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${JSON.stringify({ url, tokens })}\n`);
process.on('SIGTERM', () => {
  void t
    .close()
    .then(() => shared?.close())
    .finally(() => process.exit(0));
});
