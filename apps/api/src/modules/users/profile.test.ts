import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema';
import { createTestApp, testDatabaseKind, type TTestApp } from '../../../test/test-app';
import { createSignedInUser, TEST_PASSWORD } from '../../../test/auth-helpers';
import { requestEmailChange } from './change-email';

type THeaders = Record<string, string>;

// Issue 17: the customer changes their name and phone, their password (other sessions end)
// and their e-mail (confirmed by a link to the new address).
describe(`the profile (${testDatabaseKind()})`, () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_DISABLED: 'true' } });
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, headers: THeaders = {}) =>
    t.app.inject({ method: 'POST', url: `/api${url}`, payload, headers });
  const me = (headers: THeaders) =>
    t.app.inject({ method: 'GET', url: '/api/client/v9/me', headers });
  const login = async (email: string, password = TEST_PASSWORD) => {
    const res = await post('/client/public/v9/login', { email, password });
    expect(res.statusCode).toBe(200);
    const tokens = res.json().data as { accessToken: string; refreshToken: string };
    return { ...tokens, headers: { authorization: `Bearer ${tokens.accessToken}` } };
  };
  const mailsTo = (recipient: string) =>
    t.app.db.select().from(outbox).where(eq(outbox.recipient, recipient));
  const codeOf = (res: { json: () => { errors: { code: string }[] } }) =>
    res.json().errors[0]?.code;

  it('changes the name and the phone, kept in E.164; a phone of "abc" is refused', async () => {
    const { headers } = await createSignedInUser(t.app);
    const bad = await post(
      '/client/v9/me/profile',
      { firstName: 'Ada', lastName: 'King', phone: 'abc' },
      headers,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({ code: 'INVALID_PHONE', field: 'phone' });
    const ok = await post(
      '/client/v9/me/profile',
      { firstName: ' Augusta ', lastName: 'King', phone: '+44 20 7946 0958' },
      headers,
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ name: 'Augusta King', phone: '+442079460958' });
    expect((await me(headers)).json().data.phone).toBe('+442079460958');
    const removed = await post(
      '/client/v9/me/profile',
      { firstName: 'Augusta', lastName: 'King', phone: null },
      headers,
    );
    expect(removed.json().data.phone).toBeNull();
    expect(
      (await post('/client/v9/me/profile', { firstName: 'A', lastName: 'B' }, {})).statusCode,
    ).toBe(401);
  });

  it('changes the password with the current one: this session stays, the others end', async () => {
    const { user } = await createSignedInUser(t.app);
    const here = await login(user.email);
    const there = await login(user.email);
    const change = (body: object) => post('/client/v9/me/password', body, here.headers);
    const next = 'Analytical-engine-1843';
    const wrong = await change({
      currentPassword: 'not-it',
      password: next,
      confirmPassword: next,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0]).toMatchObject({
      code: 'WRONG_CURRENT_PASSWORD',
      field: 'currentPassword',
    });
    const weak = await change({
      currentPassword: TEST_PASSWORD,
      password: 'password123',
      confirmPassword: 'password123',
    });
    expect(codeOf(weak)).toBe('WEAK_PASSWORD');
    // The owner's own name is a guessable word.
    const named = 'adalovelace';
    expect(
      codeOf(
        await change({ currentPassword: TEST_PASSWORD, password: named, confirmPassword: named }),
      ),
    ).toBe('WEAK_PASSWORD');
    const mismatch = await change({
      currentPassword: TEST_PASSWORD,
      password: next,
      confirmPassword: 'other',
    });
    expect(codeOf(mismatch)).toBe('PASSWORDS_DO_NOT_MATCH');

    const done = await change({
      currentPassword: TEST_PASSWORD,
      password: next,
      confirmPassword: next,
    });
    expect(done.statusCode).toBe(200);
    expect((await me(here.headers)).statusCode).toBe(200);
    expect(
      (await post('/client/public/v9/refresh', { refreshToken: here.refreshToken })).statusCode,
    ).toBe(200);
    expect((await me(there.headers)).statusCode).toBe(401);
    expect(
      (await post('/client/public/v9/refresh', { refreshToken: there.refreshToken })).statusCode,
    ).toBe(401);
    expect(
      (await post('/client/public/v9/login', { email: user.email, password: TEST_PASSWORD }))
        .statusCode,
    ).toBe(401);
    await login(user.email, next);
    expect((await mailsTo(user.email)).map((m) => m.kind)).toEqual(['PASSWORD_CHANGED']);
  });

  it('changes the e-mail only when the link sent to the new address is opened, once', async () => {
    const { user, headers } = await createSignedInUser(t.app);
    const other = await createSignedInUser(t.app);
    const ask = (email: string, currentPassword = TEST_PASSWORD) =>
      post('/client/v9/me/email', { email, currentPassword }, headers);
    expect(codeOf(await ask(`new-${user.id}@example.com`, 'wrong'))).toBe('WRONG_CURRENT_PASSWORD');
    expect(codeOf(await ask(user.email.toUpperCase()))).toBe('EMAIL_UNCHANGED');
    expect(codeOf(await ask(other.user.email))).toBe('EMAIL_ALREADY_EXISTS');

    const first = `first-${user.id}@example.com`;
    const newer = `New-${user.id}@Example.com`.toLowerCase();
    expect((await ask(first)).statusCode).toBe(200);
    expect((await ask(newer)).statusCode).toBe(200);
    const linkIn = async (to: string) => {
      const [mail] = await mailsTo(to);
      expect(mail?.kind).toBe('EMAIL_CHANGE_CONFIRM');
      expect(mail?.textBody).toMatch(/http:\/\/localhost:\d+\/confirm-email\?token=/);
      return decodeURIComponent(/token=(\S+)/.exec(mail!.textBody)![1]!);
    };
    const confirm = (token: string) => post('/client/public/v9/email-change/confirm', { token });
    // The newer request replaced the first link.
    expect(codeOf(await confirm(await linkIn(first)))).toBe('EMAIL_CHANGE_LINK_IS_NOT_VALID');
    expect((await me(headers)).json().data.email).toBe(user.email);

    const token = await linkIn(newer);
    const ok = await confirm(token);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toEqual({ email: newer });
    expect((await me(headers)).json().data.email).toBe(newer);
    expect(codeOf(await confirm(token))).toBe('EMAIL_CHANGE_LINK_IS_NOT_VALID');
    const told = (await mailsTo(user.email)).find((m) => m.kind === 'EMAIL_CHANGED');
    expect(told?.textBody).toContain(newer);
    await login(newer);
  });

  it('refuses a link older than 24 hours (the clock is injected)', async () => {
    const { user } = await createSignedInUser(t.app);
    const email = `late-${user.id}@example.com`;
    await requestEmailChange({
      db: t.app.db,
      userId: user.id,
      input: { email, currentPassword: TEST_PASSWORD },
      mail: { publicUrl: 'http://localhost:3000', appName: 'Charterline' },
      now: new Date(Date.now() - 24 * 60 * 60_000 - 1000),
    });
    const [mail] = await mailsTo(email);
    const token = decodeURIComponent(/token=(\S+)/.exec(mail!.textBody)![1]!);
    const res = await post('/client/public/v9/email-change/confirm', { token });
    expect(codeOf(res)).toBe('EMAIL_CHANGE_LINK_IS_NOT_VALID');
  });
});
