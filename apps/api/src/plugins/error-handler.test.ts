import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../test/auth-helpers';
import { createTestApp, testDatabaseKind, type TTestApp } from '../../test/test-app';

type TClient = Partial<Record<'query' | 'connect' | 'transaction' | 'unsafe' | 'begin', unknown>>;

/**
 * Makes the driver under the app fail every statement with `error`, as a server that refuses
 * connections does (postgres.js: a statement, or a transaction on its own pool; PGlite: a
 * query or transaction).
 */
const failDriver = (t: TTestApp, error: Error): (() => void) => {
  const db = t.app.db as unknown as { $client: TClient; transaction: unknown };
  const client = db.$client;
  const keys = (['query', 'connect', 'transaction', 'unsafe', 'begin'] as const).filter(
    (key) => typeof client[key] === 'function',
  );
  // Own properties (PGlite's wrapped query) are put back; prototype methods are uncovered.
  const own = new Map(keys.filter((k) => Object.hasOwn(client, k)).map((k) => [k, client[k]]));
  // postgres.js's statements are promises with `.values()` (how drizzle reads rows).
  const refused = () => {
    const failed = Promise.reject(error);
    failed.catch(() => undefined);
    return Object.assign(failed, { values: () => failed });
  };
  for (const key of keys) client[key] = refused;
  // On PostgreSQL transactions have a client of their own behind `db.transaction`.
  const transaction = Object.hasOwn(db, 'transaction') ? db.transaction : undefined;
  if (transaction) db.transaction = () => Promise.reject(error);
  return () => {
    for (const key of keys) {
      if (own.has(key)) client[key] = own.get(key);
      else delete client[key];
    }
    if (transaction) db.transaction = transaction;
  };
};

const pgError = (code: string | undefined, message: string): Error =>
  Object.assign(new Error(message), { code, severity: 'FATAL' });

describe(`HTTP and database faults answer the envelope (${testDatabaseKind()})`, () => {
  let t: TTestApp;
  let restore: (() => void) | undefined;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterEach(() => {
    restore?.();
    restore = undefined;
  });
  afterAll(() => t.close());

  it.each([
    ['55000', 'database "x" is not currently accepting connections'],
    ['57P03', 'the database system is starting up'],
    ['57P01', 'terminating connection due to administrator command'],
    ['57P02', 'terminating connection because of crash of another server process'],
    ['57P04', 'database "x" does not exist'],
    ['53300', 'sorry, too many clients already'],
    ['53000', 'insufficient resources'],
    ['08000', 'connection exception'],
    ['08004', 'the database server rejected the connection'],
    ['08P01', 'protocol violation'],
    ['55P03', 'canceling statement due to lock timeout'],
    ['57014', 'canceling statement due to statement timeout'],
    ['57P05', 'terminating connection due to idle-session timeout'],
    ['25006', 'cannot execute INSERT in a read-only transaction'],
    [undefined, 'PGlite is closed'],
  ])('a database refusing with SQLSTATE %s is a 503 envelope', async (code, message) => {
    const { headers } = await createSignedInUser(t.app);
    restore = failDriver(t, pgError(code, message));
    for (const method of ['GET', 'POST'] as const) {
      const res = await t.app.inject({ method, url: '/api/client/company/v7/companies', headers });
      expect(res.statusCode, `${method} ${code}`).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toMatchObject({
        status: 'error',
        errors: [{ code: 'SERVICE_UNAVAILABLE' }],
      });
    }
  });

  it('keeps a real fault of ours a 500', async () => {
    const { headers } = await createSignedInUser(t.app);
    restore = failDriver(t, pgError('42P01', 'relation "companies" does not exist'));
    const res = await t.app.inject({ url: '/api/client/company/v7/companies', headers });
    expect(res.statusCode).toBe(500);
    expect(res.json().errors[0].code).toBe('GENERIC_ERROR');
  });

  it('answers a path parameter over the router limit with the envelope', async () => {
    const { headers } = await createSignedInUser(t.app);
    const res = await t.app.inject({
      url: `/api/client/v9/billing/checkout/session/${'a'.repeat(5000)}`,
      headers,
    });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toMatchObject({ status: 'error', errors: [{ code: 'URI_TOO_LONG' }] });
    expect(res.body).not.toContain('aaaa');
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('answers a path that is not valid percent-encoding with the envelope', async () => {
    const res = await t.app.inject({ url: '/api/client/v9/billing/products/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', errors: [{ code: 'VALIDATION_ERROR' }] });
    expect(res.body).not.toContain('FST_');
  });
});
