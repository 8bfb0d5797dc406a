// The API under test and a bare Fastify route, in one process, so their figures share the
// same CPU, GC and event loop (docs/architecture.md § Budgets: "measured in the same run").
// Prints one JSON line { apiPort, barePort } when both listen.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';

const root = new URL('..', import.meta.url).pathname;
const { buildApp, loadEnv, openDatabaseFromEnv, seedReferenceData } = await import(
  join(root, 'apps/api/dist/index.js')
);

const env = loadEnv({
  ...process.env,
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  DATA_DIR: process.env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'charterline-bench-')),
  JWT_SECRET: process.env.JWT_SECRET ?? 'bench-secret-bench-secret-bench-secret-0123',
  PORT: '0',
  // The bench signs in hundreds of times from one address.
  RATE_LIMIT_DISABLED: 'true',
});
const database = openDatabaseFromEnv(env);
await database.migrate();
await seedReferenceData(database.db);
const app = await buildApp({ env, database, logger: false, serveSpa: false });
await app.listen({ port: 0, host: '127.0.0.1' });

// The bare route answers a body of the size asked for, as plain as Fastify gets.
const bare = Fastify({ logger: false });
const bodies = new Map();
bare.get('/bare/:bytes', async (request) => {
  const bytes = Math.min(Number(request.params.bytes) || 2, 1_000_000);
  if (!bodies.has(bytes)) {
    bodies.set(bytes, { status: 'success', data: 'x'.repeat(Math.max(0, bytes - 32)) });
  }
  return bodies.get(bytes);
});
await bare.listen({ port: 0, host: '127.0.0.1' });

process.stdout.write(
  `${JSON.stringify({ apiPort: app.server.address().port, barePort: bare.server.address().port, db: database.kind })}\n`,
);
const stop = async () => {
  await bare.close();
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
