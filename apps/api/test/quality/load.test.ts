import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../test-app';

// Issue 8's load suite: 500 connections for 60 s of mixed signed-in reads, every answer a
// 200. LOAD_SECONDS shortens it for a quick local run; CI runs the full minute.
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const CONNECTIONS = 500;
const CUSTOMERS = 25;

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
      let next = 0;
      const result = await autocannon({
        url,
        connections: CONNECTIONS,
        duration: SECONDS,
        timeout: 30,
        // Each connection signs in as one of the customers and keeps to it.
        requests: READS.map((path) => ({
          method: 'GET' as const,
          path,
          setupRequest: (request: object, context: { token?: string }) => {
            context.token ??= tokens[(next += 1) % tokens.length];
            return { ...request, headers: { authorization: `Bearer ${context.token}` } };
          },
        })),
      });
      const summary = {
        requests: result.requests.total,
        errors: result.errors,
        timeouts: result.timeouts,
        non2xx: result.non2xx,
        p99: result.latency.p99,
      };
      console.info('load:', JSON.stringify(summary));
      expect(summary).toMatchObject({ errors: 0, timeouts: 0, non2xx: 0 });
      expect(result.requests.total).toBeGreaterThan(CONNECTIONS * READS.length);
    },
  );
});
