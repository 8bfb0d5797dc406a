import { randomBytes, randomUUID } from 'node:crypto';
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import postgres from 'postgres';

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

/** process.env with `changes` applied; a change to undefined removes the variable. */
export const childEnv = (changes = {}) => {
  const env = { ...process.env, ...changes };
  for (const [key, value] of Object.entries(changes)) if (value === undefined) delete env[key];
  return env;
};

/**
 * Starts a child process and resolves with its first stdout line parsed as JSON. `env`
 * changes the child's environment (undefined removes a variable, see childEnv).
 */
export const startJsonChild = (args, env = {}) =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: root,
      env: childEnv(env),
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
 * The bench's database: PostgreSQL at `url` (a database of its own, see freshPostgresDatabase)
 * when given, else PGlite in memory; migrated. `openDatabase` is the API's (loaded with tsx by
 * the caller).
 */
export const openBenchDatabase = async (openDatabase, url) => {
  const database = url
    ? openDatabase({ kind: 'postgres', url, poolSize: 4 })
    : openDatabase({ kind: 'pglite' });
  await database.migrate();
  return { database, kind: url ? 'postgres' : 'pglite' };
};

/** The server the bench measures PostgreSQL on when DATABASE_URL is not set (decision 0168). */
export const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';

/** `url` with its password hidden, for the table. */
export const redactUrl = (url) => {
  const shown = new URL(url);
  if (shown.password) shown.password = '***';
  return shown.toString();
};

/** One statement on the server's maintenance database (`postgres`) of `baseUrl`. */
const onAdminDatabase = async (baseUrl, run) => {
  const admin = new URL(baseUrl);
  admin.pathname = '/postgres';
  const client = postgres(admin.toString(), {
    max: 1,
    connect_timeout: 3,
    onnotice: () => undefined,
  });
  try {
    return await run(client);
  } finally {
    await client.end({ timeout: 5 });
  }
};

/**
 * The PostgreSQL server to measure: DATABASE_URL if set, else the local one if it answers.
 * Resolves with its URL, or with null and the reason when there is none to measure on.
 */
export const findPostgres = async (envUrl = process.env.DATABASE_URL) => {
  const url = envUrl || LOCAL_POSTGRES;
  try {
    await onAdminDatabase(url, (sql) => sql`select 1`);
    return { url, reason: null };
  } catch (error) {
    if (envUrl) throw new Error(`DATABASE_URL does not answer: ${error.message}`);
    return { url: null, reason: 'no server' };
  }
};

/**
 * A fresh, empty database on the server of `baseUrl` for one measurement, so no figure reads
 * another's rows (or the user's): created here, dropped by `drop()` (decision 0168).
 */
export const freshPostgresDatabase = async (baseUrl, label) => {
  const name = `bench_${label.replace(/[^a-z0-9]+/gi, '_').toLowerCase()}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  await onAdminDatabase(baseUrl, (sql) => sql.unsafe(`CREATE DATABASE "${name}"`));
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      onAdminDatabase(baseUrl, (sql) =>
        sql.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
      ),
  };
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

/**
 * `node bench/<one>.mjs`: the measurement alone, its figures printed; on PostgreSQL (a fresh
 * database of the server, dropped after) when DATABASE_URL is set, else on PGlite.
 */
export const runAlone = async (measure, { usesDatabase = true } = {}) => {
  const print = (name, value, target, pass, detail) =>
    console.log({ name, value, target, pass, detail });
  const base = usesDatabase ? process.env.DATABASE_URL : undefined;
  if (!base) return measure(print, {});
  const fresh = await freshPostgresDatabase(base, 'alone');
  try {
    await measure(print, { url: fresh.url });
  } finally {
    await fresh.drop();
  }
};
