import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signupBody } from '../../../test/auth-helpers';
import { createTestApp, testDatabaseKind, type TTestApp } from '../../../test/test-app';

// Moved out of auth.test.ts (over 300 lines); the assertions are unchanged.
describe(`access tokens (${testDatabaseKind()})`, () => {
  let t: TTestApp;
  const me = (token: string) =>
    t.app.inject({ url: '/api/client/v9/me', headers: { authorization: `Bearer ${token}` } });
  let valid: { accessToken: string; refreshToken: string };
  const key = () => new TextEncoder().encode(t.env.JWT_SECRET);
  beforeAll(async () => {
    t = await createTestApp();
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/client/public/v9/company/signup',
      payload: signupBody(`tokens-${Date.now()}@example.com`),
    });
    valid = signup.json().data;
  });
  afterAll(() => t.close());

  const payloadOf = (token: string) =>
    JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<
      string,
      unknown
    >;

  it('admits a valid token and refuses a missing one', async () => {
    expect((await me(valid.accessToken)).statusCode).toBe(200);
    const none = await t.app.inject({ url: '/api/client/v9/me' });
    expect(none.statusCode).toBe(401);
    expect(none.json().message).toBe('Session expired. Please login again.');
  });

  it('refuses alg none, another algorithm, a tampered payload, an expired token', async () => {
    const claims = payloadOf(valid.accessToken);
    const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const algNone = `${b64({ alg: 'none', typ: 'at+jwt' })}.${b64(claims)}.`;
    const hs512 = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS512', typ: 'at+jwt' })
      .sign(key());
    const [h, , s] = valid.accessToken.split('.');
    const tampered = `${h}.${b64({ ...claims, role: 'ADMIN' })}.${s}`;
    const expired = await new SignJWT({ ...claims, exp: Math.floor(Date.now() / 1000) - 60 })
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
      .sign(key());
    const wrongType = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(key());
    for (const token of [algNone, hs512, tampered, expired, wrongType, valid.refreshToken]) {
      expect((await me(token)).statusCode).toBe(401);
    }
  });
});
