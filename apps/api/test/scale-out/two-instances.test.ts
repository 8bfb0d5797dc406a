import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, rowsOf, type TDbHandle } from '../../src/db/client';
import { signAccessToken } from '../../src/lib/tokens';
import { MAX_LOGIN_FAILURES } from '../../src/modules/auth/login-limits';
import { signupBody, TEST_PASSWORD } from '../auth-helpers';
import { createFreshPostgresDatabase } from '../test-database';
import { startApiProcess, type TApiProcess } from './api-process';
import { call, pollUntil, runScope } from './run-scope';

const baseUrl = process.env.DATABASE_URL;
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const JWT_SECRET = 'scale-out-secret-scale-out-secret-0001';
const RECONCILE_MS = 200;
// POST forgotpassword: 5 per 15 minutes per address (auth.routes.ts).
const FORGOT_LIMIT = 5;

type TTokens = { accessToken: string; refreshToken: string };
type TMailFile = { id: string; kind: string; recipient: string };

// Issue 25: two real API processes (src/server.ts) over one PostgreSQL and one Redis.
describe.skipIf(!baseUrl)('two API instances behind one balancer (needs DATABASE_URL)', () => {
  const scope = runScope(REDIS_URL);
  const mailDirs = { a: '', b: '' };
  let fresh: Awaited<ReturnType<typeof createFreshPostgresDatabase>>;
  let direct: TDbHandle;
  let a: TApiProcess;
  let b: TApiProcess;

  beforeAll(async () => {
    fresh = await createFreshPostgresDatabase(baseUrl!, 'scale');
    mailDirs.a = mkdtempSync(join(tmpdir(), 'charterline-scale-a-'));
    mailDirs.b = mkdtempSync(join(tmpdir(), 'charterline-scale-b-'));
    const env = (dir: string) => ({
      DATABASE_URL: fresh.url,
      REDIS_URL,
      JWT_SECRET,
      TRUST_PROXY: 'true',
      JOBS_POLL_MS: '50',
      OUTBOX_POLL_MS: '50',
      RECONCILE_INTERVAL_MS: String(RECONCILE_MS),
      MAIL_CAPTURE_DIR: dir,
      DATA_DIR: dir,
    });
    // Started together: both migrate and seed the empty database at once (advisory lock).
    [a, b] = await Promise.all([
      startApiProcess('instance A', env(mailDirs.a)),
      startApiProcess('instance B', env(mailDirs.b)),
    ]);
    direct = openDatabase({ kind: 'postgres', url: fresh.url, poolSize: 1 });
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await direct?.close();
    await fresh?.drop();
    await scope.clean();
    for (const dir of Object.values(mailDirs)) if (dir) rmSync(dir, { recursive: true });
  }, 60_000);

  const both = () => [a, b] as const;
  const signUp = async (on: TApiProcess, what: string, ip: string): Promise<TTokens> => {
    const res = await call(on, 'POST', '/client/public/v9/company/signup', {
      body: signupBody(scope.email(what)),
      ip,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as TTokens;
  };
  const me = (on: TApiProcess, token: string) => call(on, 'GET', '/client/v9/me', { token });

  it('shares the rate limits: alternating A and B hits 429 at the count one instance gives', async () => {
    const forgot = (on: TApiProcess, ip: string) =>
      call(on, 'POST', '/client/public/v1/forgotpassword', {
        body: { email: scope.email('nobody') },
        ip,
      }).then((r) => r.status);
    const alone: number[] = [];
    for (let i = 0; i <= FORGOT_LIMIT; i += 1) alone.push(await forgot(a, scope.ip(1)));
    const alternating: number[] = [];
    for (let i = 0; i <= FORGOT_LIMIT; i += 1) {
      alternating.push(await forgot(both()[i % 2]!, scope.ip(2)));
    }
    expect(alone).toEqual([...Array<number>(FORGOT_LIMIT).fill(200), 429]);
    expect(alternating).toEqual(alone);
  });

  it('shares the login throttle: failures on A and B together lock the address out', async () => {
    await signUp(a, 'throttled', scope.ip(3));
    const login = (on: TApiProcess, password: string) =>
      call(on, 'POST', '/client/public/v9/login', {
        body: { email: scope.email('throttled'), password },
        ip: scope.ip(4),
      }).then((r) => r.status);
    const statuses: number[] = [];
    for (let i = 0; i <= MAX_LOGIN_FAILURES; i += 1) {
      statuses.push(await login(both()[i % 2]!, 'Wrong-password-1'));
    }
    expect(statuses).toEqual([...Array<number>(MAX_LOGIN_FAILURES).fill(401), 429]);
    // Even the right password, on either instance, waits out the window from that address.
    expect([await login(a, TEST_PASSWORD), await login(b, TEST_PASSWORD)]).toEqual([429, 429]);
  });

  it('refreshes on B a session made on A, and the new tokens work on A', async () => {
    await signUp(b, 'session', scope.ip(5));
    const made = await call(a, 'POST', '/client/public/v9/login', {
      body: { email: scope.email('session'), password: TEST_PASSWORD },
      ip: scope.ip(5),
    });
    expect(made.status).toBe(200);
    const first = made.body.data as TTokens;
    const refreshed = await call(b, 'POST', '/client/public/v9/refresh', {
      body: { refreshToken: first.refreshToken },
      ip: scope.ip(5),
    });
    expect(refreshed.status).toBe(200);
    const second = refreshed.body.data as TTokens;
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect((await me(a, second.accessToken)).status).toBe(200);
    const again = await call(a, 'POST', '/client/public/v9/refresh', {
      body: { refreshToken: second.refreshToken },
      ip: scope.ip(5),
    });
    expect(again.status).toBe(200);
  });

  it('refuses on B, on the very next request, a token whose session was ended on A', async () => {
    const { accessToken } = await signUp(b, 'revoked', scope.ip(6));
    // Both instances have admitted the token (and cached its user) before the logout.
    expect([(await me(a, accessToken)).status, (await me(b, accessToken)).status]).toEqual([
      200, 200,
    ]);
    const out = await call(a, 'POST', '/client/public/v9/logout', { body: {}, token: accessToken });
    expect(out.status).toBe(200);
    expect((await me(b, accessToken)).status).toBe(401);
    expect((await me(a, accessToken)).status).toBe(401);
  });

  it('delivers each queued e-mail exactly once and runs each scheduled occurrence once', async () => {
    const users = 6;
    for (let i = 0; i < users; i += 1) {
      const on = both()[i % 2]!;
      await signUp(on, `mail-${i}`, scope.ip(0x100 + i));
      const forgot = await call(both()[(i + 1) % 2]!, 'POST', '/client/public/v1/forgotpassword', {
        body: { email: scope.email(`mail-${i}`) },
        ip: scope.ip(0x200 + i),
      });
      expect(forgot.status).toBe(200);
    }
    const captured = (dir: string): TMailFile[] =>
      readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as TMailFile)
        .filter((m) => scope.isOurs(m.recipient));
    // Quiet: nothing of ours left unsent (reset requests become mails first), the files counted.
    const unsent = async () =>
      Number(
        rowsOf<{ n: string }>(
          await direct.db.execute(
            sql`select count(*) as n from outbox where sent_at is null and recipient like ${`${scope.emailPrefix}%`}`,
          ),
        )[0]?.n,
      );
    await pollUntil(async () => ((await unsent()) === 0 ? true : undefined), 15_000);
    const mails = { a: captured(mailDirs.a), b: captured(mailDirs.b) };
    const all = [...mails.a, ...mails.b];
    expect(new Set(all.map((m) => m.id)).size).toBe(all.length);
    const ofThisTest = all.filter((m) => m.recipient.includes('-mail-'));
    expect(ofThisTest.map((m) => `${m.recipient} ${m.kind}`).sort()).toEqual(
      Array.from({ length: users }, (_, i) => [
        `${scope.email(`mail-${i}`)} PASSWORD_RESET`,
        `${scope.email(`mail-${i}`)} welcome`,
      ])
        .flat()
        .sort(),
    );
    // Both instances' workers were sending (else "once" would prove nothing).
    expect([mails.a.length, mails.b.length].every((n) => n > 0)).toBe(true);

    // The reconciler's schedule: one run per interval between the two instances, each once.
    const runs = rowsOf<{ attempts: number; run_at: Date; finished_at: Date }>(
      await direct.db.execute(sql`
        select attempts, run_at, finished_at from jobs
        where name = 'payments.reconcile' and state = 'done' order by run_at`),
    );
    expect(runs.length).toBeGreaterThanOrEqual(3);
    expect(runs.every((r) => r.attempts === 1)).toBe(true);
    for (let i = 1; i < runs.length; i += 1) {
      const gap =
        new Date(runs[i]!.run_at).getTime() - new Date(runs[i - 1]!.finished_at).getTime();
      expect(gap).toBeGreaterThanOrEqual(RECONCILE_MS - 1);
    }
  }, 45_000);

  it('shows on B, within 2 s, a price staff changed through the ops API on A', async () => {
    const { accessToken } = await signUp(b, 'catalogue', scope.ip(7));
    type TProduct = { productKey: string; price: number };
    const products = async (on: TApiProcess) =>
      (await call(on, 'GET', '/client/v9/billing/products', { token: accessToken })).body
        .data as TProduct[];
    // B has read (and cached) the catalogue before the change.
    const [before] = await products(b);
    expect(before).toBeDefined();
    const ops = await signAccessToken(
      { userId: '00000000-0000-4000-8000-000000000000', email: 'ops-cli', role: 'ADMIN' },
      { secret: JWT_SECRET, ttlSeconds: 300 },
    );
    const price = before!.price + 123;
    const edited = await call(a, 'PATCH', `/ops/v1/products/${before!.productKey}`, {
      body: { price },
      token: ops,
    });
    expect(edited.status).toBe(200);
    const started = Date.now();
    const seen = await pollUntil(async () => {
      const now = (await products(b)).find((p) => p.productKey === before!.productKey);
      return now?.price === price ? Date.now() - started : undefined;
    }, 2000);
    expect(seen, 'B still shows the old price after 2 s').toBeDefined();
  });
});
