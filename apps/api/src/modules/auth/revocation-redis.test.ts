import { randomInt, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, testDatabaseKind, type TTestApp } from '../../../test/test-app';
import { createSignedInUser, requestResetToken, TEST_PASSWORD } from '../../../test/auth-helpers';

// Issue 15 item 5 with two API instances over one database and one Redis (set here, as CI
// runs without REDIS_URL): a revocation made on one is seen by the other at once, and the
// other never reads the database per request to know it.
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe(`revocations shared through Redis (${testDatabaseKind()})`, () => {
  let a: TTestApp;
  let b: TTestApp;
  beforeAll(async () => {
    a = await createTestApp({ env: { REDIS_URL } });
    b = await createTestApp({ env: { REDIS_URL }, database: a.database });
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const meOn = async (t: TTestApp, token: string) =>
    (await t.app.inject({ url: '/api/client/v9/me', headers: bearer(token) })).statusCode;
  // An address of this run's own: with Redis, per-address limits outlive a run.
  const remoteAddress = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
  const postOn = (t: TTestApp, url: string, payload?: object, headers = {}) =>
    t.app.inject({ method: 'POST', url: `/api${url}`, payload, headers, remoteAddress });
  const loginOn = async (t: TTestApp, email: string, password = TEST_PASSWORD) => {
    const res = await postOn(t, '/client/public/v9/login', { email, password });
    expect(res.statusCode).toBe(200);
    return res.json().data as { accessToken: string; refreshToken: string };
  };
  // Redis delivers the change to B in well under a millisecond after A answers; polled
  // briefly so the test does not depend on the order of two sockets.
  const soon = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 2000, interval: 5 });

  it('a password reset on A ends on B the tokens B already admitted', async () => {
    const { user } = await createSignedInUser(a.app);
    const held = await loginOn(a, user.email);
    expect(await meOn(b, held.accessToken)).toBe(200);
    const token = await requestResetToken(a.app, user.email);
    const password = `Shared-${randomUUID()}`;
    const reset = await postOn(a, '/auth/reset-password', {
      token,
      password,
      confirmPassword: password,
    });
    expect(reset.statusCode).toBe(200);
    await soon(async () => expect(await meOn(b, held.accessToken)).toBe(401));
    const fresh = await loginOn(a, user.email, password);
    expect(await meOn(b, fresh.accessToken)).toBe(200);
  });

  it('a logout on A ends that session on B, and only that one', async () => {
    const { user } = await createSignedInUser(a.app);
    const phone = await loginOn(a, user.email);
    const laptop = await loginOn(b, user.email);
    expect(await meOn(b, phone.accessToken)).toBe(200);
    expect(
      (await postOn(a, '/client/public/v9/logout', undefined, bearer(phone.accessToken)))
        .statusCode,
    ).toBe(200);
    await soon(async () => expect(await meOn(b, phone.accessToken)).toBe(401));
    expect(await meOn(b, laptop.accessToken)).toBe(200);
    expect(await meOn(a, laptop.accessToken)).toBe(200);
  });

  it('a role change on A ends the admin tokens on B', async () => {
    const boss = await createSignedInUser(a.app, { role: 'ADMIN' });
    const { user } = await createSignedInUser(a.app, { role: 'ADMIN' });
    const held = await loginOn(b, user.email);
    const opsOn = async (t: TTestApp) =>
      (await t.app.inject({ url: '/api/ops/v1/companies', headers: bearer(held.accessToken) }))
        .statusCode;
    expect(await opsOn(b)).toBe(200);
    const demote = await postOn(
      a,
      '/ops/v1/users/role',
      { email: user.email, role: 'CUSTOMER' },
      boss.headers,
    );
    expect(demote.statusCode).toBe(200);
    await soon(async () => expect(await opsOn(b)).toBe(401));
  });

  it('a third instance, started later, knows the sessions ended before it started', async () => {
    const { user } = await createSignedInUser(a.app);
    const phone = await loginOn(a, user.email);
    await postOn(a, '/client/public/v9/logout', { refreshToken: phone.refreshToken });
    const c = await createTestApp({ env: { REDIS_URL }, database: a.database });
    try {
      expect(await meOn(c, phone.accessToken)).toBe(401);
    } finally {
      await c.close();
    }
  });
});
