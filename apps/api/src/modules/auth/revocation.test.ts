import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, testDatabaseKind, type TTestApp } from '../../../test/test-app';
import {
  createSignedInUser,
  requestResetToken,
  signupBody,
  TEST_PASSWORD,
} from '../../../test/auth-helpers';

// Issue 15 items 4 and 5: access tokens end with a password reset, a logout (that session
// only) and a role change, at once, not up to 15 minutes later.
describe(`access tokens are revoked at once (${testDatabaseKind()})`, () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `/api${url}`, payload, headers });
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const me = async (token: string) =>
    (await t.app.inject({ url: '/api/client/v9/me', headers: bearer(token) })).statusCode;
  const login = async (email: string, password = TEST_PASSWORD) => {
    const res = await post('/client/public/v9/login', { email, password });
    expect(res.statusCode).toBe(200);
    return res.json().data as { accessToken: string; refreshToken: string };
  };
  const newAccount = async () => {
    const email = `revoke-${Date.now()}-${Math.random()}@example.com`;
    expect((await post('/auth/register', signupBody(email))).statusCode).toBe(200);
    return email;
  };

  it('a password reset ends the access tokens issued before it, even in the same millisecond', async () => {
    const email = await newAccount();
    const token = await requestResetToken(t.app, email);
    // The clock stands still: the old token, the reset and the new log-in share one instant.
    vi.useFakeTimers({ now: Date.now(), toFake: ['Date'] });
    const before = await login(email);
    expect(await me(before.accessToken)).toBe(200);
    const password = 'Reset-at-once-otter-5';
    const reset = await post('/auth/reset-password', {
      token,
      password,
      confirmPassword: password,
    });
    expect(reset.statusCode).toBe(200);
    expect(await me(before.accessToken)).toBe(401);
    const after = await login(email, password);
    expect(await me(after.accessToken)).toBe(200);
  });

  it('a logout ends the access tokens of its session only', async () => {
    const email = await newAccount();
    const phone = await login(email);
    const laptop = await login(email);
    expect(await me(phone.accessToken)).toBe(200);
    expect(
      (await post('/client/public/v9/logout', { refreshToken: phone.refreshToken })).statusCode,
    ).toBe(200);
    expect(await me(phone.accessToken)).toBe(401);
    expect(await me(laptop.accessToken)).toBe(200);
  });

  it('a bodiless logout ends the session of its bearer token, refresh token included', async () => {
    const email = await newAccount();
    const phone = await login(email);
    const laptop = await login(email);
    const out = await post('/client/public/v9/logout', undefined, bearer(phone.accessToken));
    expect(out.statusCode).toBe(200);
    expect(await me(phone.accessToken)).toBe(401);
    const refresh = await post('/client/public/v9/refresh', { refreshToken: phone.refreshToken });
    expect(refresh.statusCode).toBe(401);
    expect(await me(laptop.accessToken)).toBe(200);
    // Logging out again with the same (now revoked) token is no error.
    expect(
      (await post('/client/public/v9/logout', undefined, bearer(phone.accessToken))).statusCode,
    ).toBe(200);
  });

  it('a reused refresh token ends the access tokens of its family', async () => {
    const email = await newAccount();
    const first = await login(email);
    const rotated = (
      await post('/client/public/v9/refresh', { refreshToken: first.refreshToken })
    ).json().data;
    expect(await me(rotated.accessToken)).toBe(200);
    // Replayed long after the grace window (item 9): theft, the family ends.
    await t.app.db.execute(
      `update refresh_tokens set replaced_at = now() - interval '1 hour' where replaced_at is not null`,
    );
    expect(
      (await post('/client/public/v9/refresh', { refreshToken: first.refreshToken })).statusCode,
    ).toBe(401);
    expect(await me(rotated.accessToken)).toBe(401);
  });

  it('a role change ends the demoted admin’s tokens; refresh gives no ADMIN token back', async () => {
    const boss = await createSignedInUser(t.app, { role: 'ADMIN' });
    const { user } = await createSignedInUser(t.app, { role: 'ADMIN' });
    const held = await login(user.email);
    const ops = (token: string) =>
      t.app.inject({ url: '/api/ops/v1/companies', headers: bearer(token) });
    const setRole = (role: string, headers: Record<string, string>) =>
      post('/ops/v1/users/role', { email: user.email, role }, headers);
    expect((await ops(held.accessToken)).statusCode).toBe(200);
    const demote = await setRole('CUSTOMER', boss.headers);
    expect(demote.statusCode).toBe(200);
    expect((await ops(held.accessToken)).statusCode).toBe(401);
    // Restoring their own rights with the token they still hold fails.
    const restore = await setRole('ADMIN', bearer(held.accessToken));
    expect(restore.statusCode).toBe(401);
    expect(
      (await post('/client/public/v9/refresh', { refreshToken: held.refreshToken })).statusCode,
    ).toBe(401);
    const again = await login(user.email);
    expect(await me(again.accessToken)).toBe(200);
    expect((await ops(again.accessToken)).statusCode).toBe(403);
    // The same role again changes nothing and ends nothing.
    const same = await setRole('CUSTOMER', boss.headers);
    expect(same.statusCode).toBe(200);
    expect(await me(again.accessToken)).toBe(200);
  });
});
