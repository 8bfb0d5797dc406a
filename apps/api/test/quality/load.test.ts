import { spawn, type ChildProcess } from 'node:child_process';
import { Agent, get as httpGet } from 'node:http';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../test-app';
import { createFreshPostgresDatabase } from '../test-database';

// Issue 8's load suite: 500 connections for 60 s of mixed signed-in reads, every answer a
// 200 within 30 s. LOAD_SECONDS shortens it: CI runs 15 s (.ci/run), `npm test` the full minute.
// On PostgreSQL it runs twice (issue 25): against one instance, then against two instances
// over one database and one Redis, the connections split between them.
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const CONNECTIONS = 500;
const CUSTOMERS = 25;
// A read that takes this long counts as failed.
const TIMEOUT_MS = 30_000;
// What one instance may hold on PostgreSQL with the default pool settings: 4 connections for
// transactions, 2 for the other statements, 1 for LISTEN. Two instances stay well under the
// server's 100 while the other test files run beside them.
const CONNECTIONS_PER_INSTANCE = 4 + 2 + 1;

// What a signed-in dashboard reads, page after page.
const READS = [
  '/api/client/v9/me',
  '/api/client/company/v7/details',
  '/api/client/v9/billing/products',
  '/api/client/v9/config/dashboard-config',
  '/api/client/v9/notifications',
  '/api/client/company/v7/companies',
  '/api/client/company/v7/receipts/paged',
  '/api/client/company/v7/documents',
  '/api/client/company/v7/formation/allowed-states',
];

type TServer = { process: ChildProcess; url: string; tokens: string[] };

/** The API in its own process (load-server.ts), run from source as `npm run ops` is. */
const startServer = async (args: string[], env: NodeJS.ProcessEnv): Promise<TServer> => {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', new URL('./load-server.ts', import.meta.url).pathname, ...args],
    { stdio: ['ignore', 'pipe', 'inherit'], env },
  );
  const ready = await new Promise<{ url: string; tokens: string[] }>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', (line) => resolve(JSON.parse(line)));
    child.once('exit', (code) => reject(new Error(`the load server exited with ${code}`)));
  });
  return { process: child, ...ready };
};

const stopServer = async (server: TServer | undefined): Promise<void> => {
  if (!server || server.process.exitCode !== null) return;
  await new Promise((resolve) => {
    server.process.once('exit', resolve);
    server.process.kill('SIGTERM');
  });
};

/** One read on a kept-alive connection of `agent`, with its status and time. */
const get = (agent: Agent, base: string, path: string, token: string) =>
  new Promise<{ status: number; ms: number } | { error: string }>((resolve) => {
    const { hostname, port } = new URL(base);
    const started = performance.now();
    const request = httpGet(
      {
        host: hostname,
        port,
        path,
        agent,
        timeout: TIMEOUT_MS,
        headers: { authorization: `Bearer ${token}` },
      },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }),
        );
      },
    );
    request.on('timeout', () => request.destroy(new Error('timed out')));
    request.on('error', (error) => resolve({ error: error.message }));
  });

/**
 * CONNECTIONS users for SECONDS against the servers at `urls` (user i on urls[i % n]), each a
 * token and a kept-alive connection of its own reading page after page; every answer a 200.
 */
const loadRun = async (urls: string[], tokens: string[]) => {
  for (const base of urls) {
    for (const path of READS) {
      const probe = await fetch(`${base}${path}`, {
        headers: { authorization: `Bearer ${tokens[0]}` },
      });
      expect(probe.status, `${base}${path}`).toBe(200);
    }
  }
  // Every connection is opened (one read each) before the minute starts: 500 new
  // connections at the same instant against a saturated two-core server are accepted
  // over tens of seconds (decision 0080), which is not what this suite measures.
  const users = Array.from({ length: CONNECTIONS }, (_, i) => ({
    base: urls[i % urls.length]!,
    token: tokens[i % tokens.length]!,
    agent: new Agent({ keepAlive: true, maxSockets: 1 }),
  }));
  const opened = await Promise.all(users.map((u) => get(u.agent, u.base, READS[0]!, u.token)));
  expect(opened.filter((r) => 'error' in r || r.status !== 200)).toEqual([]);
  const open = users.filter((u) => Object.values(u.agent.freeSockets).flat().length === 1);
  expect(open.length).toBe(CONNECTIONS);

  // Then each connection reads page after page, one request at a time, for SECONDS.
  const latencies: number[] = [];
  const failures: string[] = [];
  const served = new Map(urls.map((base) => [base, 0]));
  const until = performance.now() + SECONDS * 1000;
  await Promise.all(
    users.map(async ({ base, token, agent }, i) => {
      for (let k = i; performance.now() < until; k += 1) {
        const path = READS[k % READS.length]!;
        const result = await get(agent, base, path, token);
        if ('error' in result) failures.push(`${base}${path}: ${result.error}`);
        else if (result.status !== 200) failures.push(`${base}${path}: HTTP ${result.status}`);
        else {
          latencies.push(result.ms);
          served.set(base, served.get(base)! + 1);
        }
      }
    }),
  );
  for (const u of users) u.agent.destroy();
  latencies.sort((a, b) => a - b);
  const summary = {
    instances: urls.length,
    requests: latencies.length + failures.length,
    perInstance: [...served.values()],
    failures: failures.length,
    p50: Math.round(latencies[Math.floor(latencies.length * 0.5)] ?? 0),
    p99: Math.round(latencies[Math.floor(latencies.length * 0.99)] ?? 0),
    max: Math.round(latencies.at(-1) ?? 0),
  };
  console.info('load:', JSON.stringify(summary));
  expect(failures.slice(0, 10)).toEqual([]);
  // The load went on all along: at least one full round of the reads per connection a
  // minute (75 a second). The floor scales with LOAD_SECONDS: the same 4,500 asked of 15 s
  // was four times the rate asked of the minute, and failed once on PGlite in CI (4,186).
  expect(summary.requests).toBeGreaterThan((CONNECTIONS * READS.length * SECONDS) / 60);
  // The reads were split: each instance answered at least half its even share of them.
  for (const count of served.values()) {
    expect(count).toBeGreaterThan(summary.requests / urls.length / 2);
  }
};

describe(`under load (${testDatabaseKind()})`, () => {
  let server: TServer | undefined;

  beforeAll(async () => {
    server = await startServer([String(CUSTOMERS)], process.env);
  }, 120_000);
  afterAll(() => stopServer(server));

  it(
    `answers ${CONNECTIONS} connections for ${SECONDS} s of mixed reads without one error`,
    { timeout: (SECONDS + 60) * 1000 },
    () => loadRun([server!.url], server!.tokens),
  );
});

describe.runIf(testDatabaseKind() === 'postgres')('under load, two instances (postgres)', () => {
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  let fresh: Awaited<ReturnType<typeof createFreshPostgresDatabase>> | undefined;
  let servers: TServer[] = [];

  beforeAll(async () => {
    fresh = await createFreshPostgresDatabase(process.env.DATABASE_URL!, 'load');
    const env = { ...process.env, REDIS_URL: redisUrl };
    // The first migrates and signs the customers up; the second serves the same rows, and
    // the tokens (one JWT secret) are good on both.
    const first = await startServer([String(CUSTOMERS), fresh.url], env);
    const second = await startServer(['0', fresh.url], env);
    servers = [first, second];
  }, 120_000);
  afterAll(async () => {
    await Promise.all(servers.map(stopServer));
    await fresh?.drop();
    // Two servers draining a saturated machine and a DROP beside the other files' CREATEs.
  }, 120_000);

  it(
    `answers ${CONNECTIONS} connections split over two instances for ${SECONDS} s without one error`,
    { timeout: (SECONDS + 60) * 1000 },
    async () => {
      await loadRun(
        servers.map((s) => s.url),
        servers[0]!.tokens,
      );
      // What both instances held on the database under that load.
      const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await client.connect();
      try {
        const { rows } = await client.query<{ count: string }>(
          'select count(*) from pg_stat_activity where datname = $1',
          [new URL(fresh!.url).pathname.slice(1)],
        );
        const held = Number(rows[0]!.count);
        console.info('load: connections held by two instances', held);
        expect(held).toBeGreaterThan(0);
        expect(held).toBeLessThanOrEqual(2 * CONNECTIONS_PER_INSTANCE);
      } finally {
        await client.end();
      }
    },
  );
});
