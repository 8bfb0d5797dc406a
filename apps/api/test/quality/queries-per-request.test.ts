import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../auth-helpers';
import { createTestApp, testDatabaseKind, type TTestApp } from '../test-app';

type TClient = Partial<Record<'query' | 'unsafe', (...args: unknown[]) => unknown>>;

/**
 * Counts the statements the app sends while `run` runs (postgres.js: `unsafe`, which drizzle
 * sends every statement through; PGlite: `query`).
 */
const statementsDuring = async (t: TTestApp, run: () => Promise<unknown>): Promise<number> => {
  const client = (t.app.db as unknown as { $client: TClient }).$client;
  const key = typeof client.unsafe === 'function' ? 'unsafe' : 'query';
  const original = client[key];
  if (!original) throw new Error('no driver entry to count');
  let count = 0;
  client[key] = (...args: unknown[]) => {
    count += 1;
    return original.apply(client, args);
  };
  try {
    await run();
  } finally {
    client[key] = original;
  }
  return count;
};

// Issue 25: the reads the dashboard makes on every page cost one query each on PostgreSQL
// (on PGlite the read cache may answer without any).
describe(`statements per signed-in read (${testDatabaseKind()})`, () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it.each([['/api/client/company/v7/details'], ['/api/client/v9/billing/products']])(
    'GET %s: one statement',
    async (url) => {
      const { headers } = await createSignedInUser(t.app);
      // The first request of a user loads what an instance keeps (revocations, catalogue).
      expect((await t.app.inject({ url, headers })).statusCode).toBe(200);
      const count = await statementsDuring(t, async () => {
        const res = await t.app.inject({ url, headers });
        expect(res.statusCode).toBe(200);
      });
      if (t.database.kind === 'postgres') expect(count).toBe(1);
      else expect(count).toBeLessThanOrEqual(1);
    },
  );
});
