import { spawn, type ChildProcess } from 'node:child_process';
import { Agent, get as httpGet } from 'node:http';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../test-app';

// Issue 8's load suite: 500 connections for 60 s of mixed signed-in reads, every answer a
// 200 within 30 s. LOAD_SECONDS shortens it for a quick local run; CI runs the full minute.
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const CONNECTIONS = 500;
const CUSTOMERS = 25;
// A read that takes this long counts as failed.
const TIMEOUT_MS = 30_000;

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

describe(`under load (${testDatabaseKind()})`, () => {
  let server: ChildProcess;
  let url: string;
  let tokens: string[] = [];

  beforeAll(async () => {
    // The API in its own process (load-server.ts), run from source as `npm run ops` is.
    server = spawn(
      process.execPath,
      ['--import', 'tsx', new URL('./load-server.ts', import.meta.url).pathname, String(CUSTOMERS)],
      { stdio: ['ignore', 'pipe', 'inherit'], env: process.env },
    );
    const ready = await new Promise<{ url: string; tokens: string[] }>((resolve, reject) => {
      createInterface({ input: server.stdout! }).once('line', (line) => resolve(JSON.parse(line)));
      server.once('exit', (code) => reject(new Error(`the load server exited with ${code}`)));
    });
    ({ url, tokens } = ready);
  }, 120_000);
  afterAll(async () => {
    if (!server || server.exitCode !== null) return;
    await new Promise((resolve) => {
      server.once('exit', resolve);
      server.kill('SIGTERM');
    });
  });

  it(
    `answers ${CONNECTIONS} connections for ${SECONDS} s of mixed reads without one error`,
    { timeout: (SECONDS + 60) * 1000 },
    async () => {
      for (const path of READS) {
        const probe = await fetch(`${url}${path}`, {
          headers: { authorization: `Bearer ${tokens[0]}` },
        });
        expect(probe.status, path).toBe(200);
      }
      // Every connection is opened (one read each) before the minute starts: 500 new
      // connections at the same instant against a saturated two-core server are accepted
      // over tens of seconds (decision 0080), which is not what this suite measures.
      const { port } = new URL(url);
      const get = (agent: Agent, path: string, token: string) =>
        new Promise<{ status: number; ms: number } | { error: string }>((resolve) => {
          const started = performance.now();
          const request = httpGet(
            {
              host: '127.0.0.1',
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
      // A user is a token and a connection of its own, kept alive.
      const users = Array.from({ length: CONNECTIONS }, (_, i) => ({
        token: tokens[i % tokens.length]!,
        agent: new Agent({ keepAlive: true, maxSockets: 1 }),
      }));
      const opened = await Promise.all(users.map((u) => get(u.agent, READS[0]!, u.token)));
      expect(opened.filter((r) => 'error' in r || r.status !== 200)).toEqual([]);
      const open = users.filter((u) => Object.values(u.agent.freeSockets).flat().length === 1);
      expect(open.length).toBe(CONNECTIONS);

      // Then each connection reads page after page, one request at a time, for SECONDS.
      const latencies: number[] = [];
      const failures: string[] = [];
      const until = performance.now() + SECONDS * 1000;
      await Promise.all(
        users.map(async ({ token, agent }, i) => {
          for (let k = i; performance.now() < until; k += 1) {
            const path = READS[k % READS.length]!;
            const result = await get(agent, path, token);
            if ('error' in result) failures.push(`${path}: ${result.error}`);
            else if (result.status !== 200) failures.push(`${path}: HTTP ${result.status}`);
            else latencies.push(result.ms);
          }
        }),
      );
      for (const u of users) u.agent.destroy();
      latencies.sort((a, b) => a - b);
      const summary = {
        requests: latencies.length + failures.length,
        failures: failures.length,
        p50: Math.round(latencies[Math.floor(latencies.length * 0.5)] ?? 0),
        p99: Math.round(latencies[Math.floor(latencies.length * 0.99)] ?? 0),
        max: Math.round(latencies.at(-1) ?? 0),
      };
      console.info('load:', JSON.stringify(summary));
      expect(failures.slice(0, 10)).toEqual([]);
      expect(summary.requests).toBeGreaterThan(CONNECTIONS * READS.length);
    },
  );
});
