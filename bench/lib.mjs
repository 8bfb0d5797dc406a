import { randomUUID } from 'node:crypto';
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';

export const root = new URL('..', import.meta.url).pathname;

/** Runs autocannon and returns requests/s and latency percentiles (ms). */
export const load = async ({ url, connections, seconds, method = 'GET', headers, body }) => {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    method,
    headers,
    body,
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    total: result.requests.total,
  };
};

/** Starts a child process and resolves with its first stdout line parsed as JSON. */
export const startJsonChild = (args, env = {}) =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const lines = createInterface({ input: child.stdout });
    lines.once('line', (line) => resolve({ child, info: JSON.parse(line) }));
    child.once('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}`)));
  });

export const stopChild = (child) =>
  new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

export const postJson = async (url, body, headers = {}) => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json().catch(() => null) };
};

/** A seeded generator in [0, 1), so every run measures the same synthetic data. */
export const seededRandom = (seed) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** p50 and p99 in ms of `runs` calls of `run`, after 20 unmeasured (plans, caches, JIT). */
export const timeRuns = async (run, runs = 200) => {
  for (let i = 0; i < 20; i += 1) await run();
  const ms = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    await run();
    ms.push(performance.now() - started);
  }
  ms.sort((a, b) => a - b);
  return { p50: percentile(ms, 50), p99: percentile(ms, 99) };
};

/**
 * The bench's database: PostgreSQL when DATABASE_URL is set (that database), else PGlite in
 * memory; migrated. `openDatabase` is the API's (loaded with tsx by the caller).
 */
export const openBenchDatabase = async (openDatabase) => {
  const url = process.env.DATABASE_URL;
  const database = url
    ? openDatabase({ kind: 'postgres', url, poolSize: 4 })
    : openDatabase({ kind: 'pglite' });
  await database.migrate();
  return { database, kind: url ? 'postgres' : 'pglite' };
};

/**
 * A founder and a formed company of their own for a bench's data; deleting the user takes
 * the company and everything of it along (cascade), leaving the database as it was.
 */
export const insertBenchCompany = async (db, schema, { label, companyName }) => {
  const [user] = await db
    .insert(schema.users)
    .values({
      email: `bench-${label}-${randomUUID()}@example.com`,
      passwordHash: 'x',
      firstName: 'Bench',
      lastName: 'Runner',
    })
    .returning();
  const [company] = await db
    .insert(schema.companies)
    .values({ userId: user.id, companyName, companyStatus: 'COMPLETED', answers: {} })
    .returning();
  return { user, company };
};
