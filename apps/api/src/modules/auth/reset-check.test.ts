import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKind, type TTestApp } from '../../../test/test-app';
import { createSignedInUser, requestResetToken } from '../../../test/auth-helpers';

// Issue 17: the reset page asks whether its link still works when it opens, not after the
// customer has typed a new password twice.
describe(`checking a reset link (${testDatabaseKind()})`, () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_DISABLED: 'true' } });
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api${url}`, payload });
  const check = (token: string) => post('/client/public/v9/reset-password/check', { token });

  it('answers 200 for an open link without using it, and the catalogue error once used', async () => {
    const { user } = await createSignedInUser(t.app);
    const token = await requestResetToken(t.app, user.email);
    expect((await check(token)).statusCode).toBe(200);
    expect((await check(token)).statusCode).toBe(200);
    const password = 'Frequency-hop-1942';
    const reset = await post('/auth/reset-password', {
      token,
      password,
      confirmPassword: password,
    });
    expect(reset.statusCode).toBe(200);
    const used = await check(token);
    expect(used.statusCode).toBe(400);
    expect(used.json().errors[0]).toMatchObject({
      code: 'PASSWORD_RESET_LINK_IS_NOT_VALID',
      message: 'This password reset link is invalid or has expired. Please request a new one.',
    });
    expect((await check('made-up')).statusCode).toBe(400);
  });

  it('keeps the link when the new password is guessable from the owner’s name', async () => {
    const { user } = await createSignedInUser(t.app, { firstName: 'Zenobia' });
    const token = await requestResetToken(t.app, user.email);
    const weak = 'zenobialovelace';
    const res = await post('/auth/reset-password', {
      token,
      password: weak,
      confirmPassword: weak,
    });
    expect(res.json().errors[0].code).toBe('WEAK_PASSWORD');
    expect((await check(token)).statusCode).toBe(200);
  });
});
