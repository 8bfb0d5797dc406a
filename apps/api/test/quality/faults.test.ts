import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadEnv } from '../../src/config/env';
import { openDatabase, rowsOf, type TDbHandle } from '../../src/db/client';
import { BUNDLED_ONBOARDING_KEY } from '../../src/db/catalogue';
import { seedReferenceData } from '../../src/composition/seed';
import { signupBody } from '../auth-helpers';
import { startCuttableProxy, type TCuttableProxy } from '../cuttable-proxy';
import { createFreshPostgresDatabase } from '../test-database';

const baseUrl = process.env.DATABASE_URL;

// Issue 8's fault suite, on PostgreSQL only (PGlite runs inside the process: it cannot go away).
describe.skipIf(!baseUrl)('the database goes away in the middle of signups and payments', () => {
  let fresh: Awaited<ReturnType<typeof createFreshPostgresDatabase>>;
  // A relay in front of PostgreSQL: stopping the shared service would break the other suites.
  let proxy: TCuttableProxy;
  let database: TDbHandle;
  let direct: TDbHandle;
  let app: Awaited<ReturnType<typeof buildApp>>;
  // What the API logged about the database (its warnings), to say why a request got a 503.
  const warnings: string[] = [];

  beforeAll(async () => {
    fresh = await createFreshPostgresDatabase(baseUrl!, 'faults');
    const url = new URL(fresh.url);
    proxy = await startCuttableProxy({ host: url.hostname, port: Number(url.port || 5432) });
    direct = openDatabase({ kind: 'postgres', url: fresh.url, poolSize: 2 });
    await direct.migrate();
    await seedReferenceData(direct.db);
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    database = openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 8 });
    const env = loadEnv({
      NODE_ENV: 'test',
      JWT_SECRET: 'faults-secret-faults-secret-faults-0001',
      LOG_LEVEL: 'silent',
      RATE_LIMIT_DISABLED: 'true',
      // The address the checkouts below return to (unset, it would be the injected Host).
      PUBLIC_URL: 'http://localhost:3000',
    });
    app = await buildApp({
      env,
      database,
      logger: {
        level: 'warn',
        stream: {
          write: (line: string) => {
            const { msg, err } = JSON.parse(line) as { msg: string; err?: { message?: string } };
            warnings.push(`${msg}: ${err?.message ?? ''}`);
          },
        },
      },
      serveSpa: false,
    });
    await app.ready();
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await database?.close().catch(() => undefined);
    await direct?.close();
    await proxy?.close();
    await fresh?.drop();
  });

  const post = (url: string, payload: object, token?: string) =>
    app.inject({
      method: 'POST',
      url: `/api${url}`,
      payload,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it(
    'commits each request fully or answers 503, and serves again once it is back',
    { timeout: 120_000 },
    async () => {
      const statuses: number[] = [];
      const bad: string[] = [];
      const committed: string[] = [];
      const note = (
        what: string,
        res: { statusCode: number; json: () => { status?: string; errors?: { code: string }[] } },
      ) => {
        statuses.push(res.statusCode);
        if (res.statusCode === 200) return true;
        const body = res.json();
        const ok =
          res.statusCode === 503 &&
          body.status === 'error' &&
          body.errors?.[0]?.code === 'SERVICE_UNAVAILABLE';
        if (!ok) bad.push(`${what} → ${res.statusCode} ${JSON.stringify(body)}`);
        return false;
      };
      let running = true;
      const worker = async (w: number) => {
        for (let i = 0; running; i += 1) {
          const email = `fault-${w}-${i}-${Date.now()}@example.com`;
          const signup = await post('/client/public/v9/company/signup', signupBody(email));
          if (!note('signup', signup)) continue;
          committed.push(email);
          const token = signup.json().data.accessToken as string;
          const chosen = await post(
            '/client/company/v7/formation/selection',
            { state: 'WY', products: [] },
            token,
          );
          if (!note('selection', chosen)) continue;
          const session = await post(
            '/client/v9/billing/checkout/create-session',
            {
              items: [BUNDLED_ONBOARDING_KEY],
              successUrl: 'http://localhost:3000/x',
              metadata: {},
              enableAutomaticPaymentMethods: true,
            },
            token,
          );
          if (!note('create-session', session)) continue;
          const s = session.json().data;
          const confirm = await post(
            '/client/v9/billing/checkout/local/confirm',
            { ...s, cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' },
            token,
          );
          if (!note('confirm', confirm)) continue;
          note(
            'payment-success',
            await post('/client/v9/billing/payment-success', { sessionId: s.sessionId }, token),
          );
        }
      };
      const workers = Array.from({ length: 6 }, (_, w) => worker(w));
      const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
      // Two outages under load, each followed by a recovery.
      for (let outage = 0; outage < 2; outage += 1) {
        await pause(2000);
        proxy.cut();
        await pause(2000);
        proxy.restore();
      }
      await pause(2000);
      running = false;
      await Promise.all(workers);

      expect(bad).toEqual([]);
      expect(statuses.filter((s) => s === 503).length).toBeGreaterThan(0);
      expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(0);

      // Nothing half-written: every user has its company, every order its receipt, and a
      // company is PAID exactly when it has an order.
      const one = async (query: ReturnType<typeof sql>) =>
        Number(rowsOf<{ n: string }>(await direct.db.execute(query))[0]?.n);
      expect(
        await one(
          sql`select count(*) as n from users u where not exists (select 1 from companies c where c.user_id = u.id)`,
        ),
      ).toBe(0);
      expect(
        await one(
          sql`select count(*) as n from orders o where not exists (select 1 from receipts r where r.order_id = o.id)`,
        ),
      ).toBe(0);
      expect(
        await one(
          sql`select count(*) as n from companies c where (c.payment_status = 'PAID') <> exists (select 1 from orders o where o.company_id = c.id)`,
        ),
      ).toBe(0);
      expect(
        await one(
          // Marked paid and fulfilled in one transaction (issue 15): never one without the other.
          sql`select count(*) as n from checkout_sessions s where s.payment_status = 'paid' and not exists (select 1 from orders o where o.session_id = s.id)`,
        ),
      ).toBe(0);
      const known = await one(sql`select count(*) as n from users where email in ${committed}`);
      expect(known).toBe(committed.length);

      // Back without a restart.
      const after = await post(
        '/client/public/v9/company/signup',
        signupBody(`fault-after-${Date.now()}@example.com`),
      );
      expect(after.statusCode).toBe(200);

      // No connection was left behind by the outages: more transactions at once than the
      // pool has connections (4) all commit (a connection stuck in a transaction per outage
      // would leave the API unavailable after a few of them). Twice the pool is enough to
      // show it; 24 sign-ups at once (24 password hashes) beside the other suites on 2 cores
      // once kept a fresh connection's start past its 5 s connect timeout: a 503 that said
      // nothing about connections left behind.
      warnings.length = 0;
      const many = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          post(
            '/client/public/v9/company/signup',
            signupBody(`fault-many-${i}-${Date.now()}@example.com`),
          ),
        ),
      );
      expect(
        many.filter((r) => r.statusCode !== 200).map((r) => `${r.statusCode} ${r.body}`),
        `the API logged: ${warnings.join(' | ')}`,
      ).toEqual([]);
    },
  );
});
