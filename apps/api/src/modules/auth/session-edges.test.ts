import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createTestApp, testDatabaseKind, type TTestApp } from '../../../test/test-app';
import { createSignedInUser, requestResetToken, signupBody } from '../../../test/auth-helpers';

// Issue 15, items 3, 14, 18 and 19: reset links, deleted users, bodiless logout, `bearer`.
describe(`session edges (${testDatabaseKind()})`, () => {
  let t: TTestApp;
  const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `/api${url}`, payload, headers });
  const me = (authorization: string) =>
    t.app.inject({ url: '/api/client/v9/me', headers: { authorization } });

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const resetLinkFor = (email: string) => requestResetToken(t.app, email);
  const reset = (token: string, password: string) =>
    post('/auth/reset-password', { token, password, confirmPassword: password });

  it('a successful reset voids every other outstanding reset link of the user', async () => {
    const email = `links-${Date.now()}@example.com`;
    expect((await post('/auth/register', signupBody(email))).statusCode).toBe(200);
    const first = await resetLinkFor(email);
    const second = await resetLinkFor(email);
    expect(first).not.toBe('');
    expect(second).not.toBe(first);
    expect((await reset(second, 'Newest-link-walrus-1')).statusCode).toBe(200);
    const older = await reset(first, 'Older-link-walrus-2');
    expect(older.statusCode).toBe(400);
    expect(older.json().errors[0].code).toBe('PASSWORD_RESET_LINK_IS_NOT_VALID');
    const login = (password: string) => post('/client/public/v9/login', { email, password });
    expect((await login('Older-link-walrus-2')).statusCode).toBe(401);
    expect((await login('Newest-link-walrus-1')).statusCode).toBe(200);
  });

  it('answers 401, not 500, when the user of a valid token was deleted', async () => {
    const { user, headers } = await createSignedInUser(t.app);
    await t.app.db.delete(users).where(eq(users.id, user.id));
    const res = await post('/client/company/v7/companies', undefined, headers);
    expect(res.statusCode).toBe(401);
    expect(res.json().errors[0].code).toBe('UNAUTHORIZED');
  });

  it('logs out with no body and no content type (the spec: payload none)', async () => {
    const res = await post('/client/public/v9/logout');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', data: null });
  });

  it('takes the bearer scheme in any case', async () => {
    const { accessToken } = await createSignedInUser(t.app);
    for (const scheme of ['Bearer', 'bearer', 'BEARER', 'bEaReR']) {
      expect((await me(`${scheme} ${accessToken}`)).statusCode, scheme).toBe(200);
    }
    expect((await me(`Basic ${accessToken}`)).statusCode).toBe(401);
    expect((await me(`Bearer${accessToken}`)).statusCode).toBe(401);
  });
});
