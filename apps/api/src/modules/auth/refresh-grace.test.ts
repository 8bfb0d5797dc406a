import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens } from '../../db/schema';
import { createTestApp, testDatabaseKind, type TTestApp } from '../../../test/test-app';
import { signupBody } from '../../../test/auth-helpers';

// Issue 15 item 9: two tabs refreshing with one token at once got 200 and 401, and the
// family was revoked. A just-rotated token gets the same new pair for a short while.
describe(`refresh grace window (${testDatabaseKind()})`, () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api${url}`, payload });
  const refresh = (refreshToken: string) => post('/client/public/v9/refresh', { refreshToken });
  const me = async (token: string) =>
    (
      await t.app.inject({
        url: '/api/client/v9/me',
        headers: { authorization: `Bearer ${token}` },
      })
    ).statusCode;
  const signUp = async () => {
    const email = `grace-${Date.now()}-${Math.random()}@example.com`;
    const res = await post('/auth/register', signupBody(email));
    return res.json().data as { accessToken: string; refreshToken: string };
  };

  it('answers two parallel refreshes with one token with the same new refresh token', async () => {
    const first = await signUp();
    const [one, two] = await Promise.all([
      refresh(first.refreshToken),
      refresh(first.refreshToken),
    ]);
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    const a = one.json().data;
    const b = two.json().data;
    expect(a.refreshToken).toBe(b.refreshToken);
    expect(a.refreshToken).not.toBe(first.refreshToken);
    expect(await me(a.accessToken)).toBe(200);
    expect(await me(b.accessToken)).toBe(200);
    // The winner's token still works: the session lives on.
    const next = await refresh(a.refreshToken);
    expect(next.statusCode).toBe(200);
    expect(await me(next.json().data.accessToken)).toBe(200);
  });

  it('stores no refresh token in clear, and a reuse after the window is theft', async () => {
    const first = await signUp();
    const rotated = (await refresh(first.refreshToken)).json().data;
    const stored = await t.app.db.select({ hash: refreshTokens.tokenHash }).from(refreshTokens);
    const hashes = stored.map((r) => r.hash);
    expect(hashes).not.toContain(rotated.refreshToken);
    expect(hashes).not.toContain(first.refreshToken);
    await t.app.db.execute(
      `update refresh_tokens set replaced_at = now() - interval '31 seconds' where replaced_at is not null`,
    );
    expect((await refresh(first.refreshToken)).statusCode).toBe(401);
    // The whole family ended with it, the legitimate holder's newer token included.
    expect((await refresh(rotated.refreshToken)).statusCode).toBe(401);
    expect(await me(rotated.accessToken)).toBe(401);
  });

  it('gives no grace once the new token has itself been used', async () => {
    const first = await signUp();
    const second = (await refresh(first.refreshToken)).json().data;
    expect((await refresh(second.refreshToken)).statusCode).toBe(200);
    expect((await refresh(first.refreshToken)).statusCode).toBe(401);
  });
});
