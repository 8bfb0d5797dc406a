import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE } from '@charterline/shared/errors';
import {
  companies,
  companyEvents,
  outbox,
  passwordResetTokens,
  refreshTokens,
  users,
} from '../../db/schema';
import { drainOutbox } from '../../composition/outbox-worker';
import { signupBody } from '../../../test/auth-helpers';
import { createTestApp, testDatabaseKind, type TTestApp } from '../../../test/test-app';

const { answers } = signupBody('');
const password = 'Sturdy-otter-41!';
let counter = 0;
const newEmail = () => `founder-${Date.now()}-${(counter += 1)}@example.com`;

describe(`accounts API (${testDatabaseKind()})`, () => {
  let t: TTestApp;
  const sent: { recipient: string; textBody: string }[] = [];
  const mailer = {
    deliver: async (m: { recipient: string; textBody: string }) => void sent.push(m),
  };

  const post = (url: string, payload: unknown, remoteAddress = '127.0.0.1') =>
    t.app.inject({ method: 'POST', url: `/api${url}`, payload: payload as object, remoteAddress });
  const signup = (email: string, extra: Record<string, unknown> = {}) =>
    post('/client/public/v9/company/signup', {
      ...signupBody(email, {
        firstName: 'Grace',
        lastName: 'Hopper',
        password,
        service: 'COMPANY_FORMATION_SERVICE',
      }),
      ...extra,
    });
  const me = (token: string) =>
    t.app.inject({ url: '/api/client/v9/me', headers: { authorization: `Bearer ${token}` } });

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('signs up: the user and the first company (state NONE) in one go, and signs in', async () => {
    const email = newEmail();
    const res = await signup(email.toUpperCase());
    expect(res.statusCode).toBe(200);
    const { accessToken, refreshToken } = res.json().data;
    expect(refreshToken).toMatch(/^[\w-]{40,}$/);
    const meRes = await me(accessToken);
    expect(meRes.statusCode).toBe(200);
    expect(meRes.headers['cache-control']).toBe('no-store');
    expect(meRes.json().data).toMatchObject({ email, firstName: 'Grace', name: 'Grace Hopper' });
    const [user] = await t.app.db.select().from(users).where(eq(users.email, email));
    expect(user?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const [company] = await t.app.db.select().from(companies).where(eq(companies.userId, user!.id));
    expect(company).toMatchObject({
      companyStatus: 'NONE',
      paymentStatus: 'NOT_PAID',
      serviceCode: 'COMPANY_FORMATION_SERVICE',
      answers,
    });
    const events = await t.app.db
      .select()
      .from(companyEvents)
      .where(eq(companyEvents.companyId, company!.id));
    expect(events.map((e) => e.kind)).toEqual(['COMPANY_CREATED']);
  });

  it('refuses a second account with the same e-mail, and leaves no half-made rows', async () => {
    const email = newEmail();
    expect((await signup(email)).statusCode).toBe(200);
    const again = await signup(email);
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0]).toMatchObject({ code: 'EMAIL_ALREADY_EXISTS', field: 'email' });
    const rows = await t.app.db.select().from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(1);
  });

  it('refuses short, over-long and guessable passwords (zxcvbn) with their codes and texts', async () => {
    const short = await signup(newEmail(), { password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors[0].message).toBe('Password must be at least 8 characters');
    const long = await signup(newEmail(), { password: 'x'.repeat(129) });
    expect(long.json().errors[0].code).toBe('WEAK_PASSWORD');
    const common = await signup(newEmail(), { password: 'password123' });
    expect(common.statusCode).toBe(400);
    expect(common.json().errors[0].code).toBe('WEAK_PASSWORD');
  });

  it('names the missing and invalid fields with the catalogue codes', async () => {
    const res = await post('/client/public/v9/company/signup', {
      businessType: 'NEW',
      answers,
      email: 'not-an-email',
      password,
    });
    expect(res.statusCode).toBe(400);
    const codes = res.json().errors.map((e: { code: string }) => e.code);
    expect(codes).toEqual(
      expect.arrayContaining([
        'FIRST_NAME_NOT_SPECIFIED',
        'LAST_NAME_NOT_SPECIFIED',
        'INVALID_EMAIL',
      ]),
    );
  });

  it('registers an account without a company', async () => {
    const email = newEmail();
    const res = await post('/auth/register', { firstName: 'A', lastName: 'B', email, password });
    expect(res.statusCode).toBe(200);
    const [user] = await t.app.db.select().from(users).where(eq(users.email, email));
    const owned = await t.app.db.select().from(companies).where(eq(companies.userId, user!.id));
    expect(owned).toHaveLength(0);
  });

  it('logs in; a wrong password and an unknown e-mail get the same answer', async () => {
    const email = newEmail();
    // Not an account yet; the read of it is not kept past the sign-up (the read cache).
    expect((await post('/client/public/v9/login', { email, password })).statusCode).toBe(401);
    await signup(email);
    const ok = await post('/client/public/v9/login', { email, password });
    expect(ok.statusCode).toBe(200);
    expect((await me(ok.json().data.accessToken)).statusCode).toBe(200);
    const wrong = await post('/client/public/v9/login', { email, password: 'Wrong-pass-123' });
    const unknown = await post('/client/public/v9/login', { email: newEmail(), password });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe(
      'Invalid email or password. Please check your credentials and try again.',
    );
  });

  it('answers 429 on the 11th failed login in the window, per address', async () => {
    const email = newEmail();
    await signup(email);
    const address = '203.0.113.7';
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const r = await post(
        '/client/public/v9/login',
        { email, password: `Wrong-${i}-pass` },
        address,
      );
      statuses.push(r.statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
    const last = await post('/client/public/v9/login', { email, password }, address);
    expect(last.statusCode).toBe(429);
    expect(last.json().errors[0].code).toBe('TOO_MANY_REQUESTS');
    // The owner, elsewhere, is not locked out by someone else's guessing.
    expect(
      (await post('/client/public/v9/login', { email, password }, '198.51.100.4')).statusCode,
    ).toBe(200);
  });

  it('rotates refresh tokens; a reused one ends the whole family', async () => {
    const first = (await signup(newEmail())).json().data;
    const second = await post('/client/public/v9/refresh', { refreshToken: first.refreshToken });
    expect(second.statusCode).toBe(200);
    const rotated = second.json().data;
    expect(rotated.refreshToken).not.toBe(first.refreshToken);
    // Past the grace window for a just-rotated token (refresh-grace.test.ts):
    await t.app.db.update(refreshTokens).set({ replacedAt: new Date(Date.now() - 60_000) });
    const reuse = await post('/client/public/v9/refresh', { refreshToken: first.refreshToken });
    expect(reuse.statusCode).toBe(401);
    // The thief's replay also ends the legitimate holder's newer token.
    const after = await post('/client/public/v9/refresh', { refreshToken: rotated.refreshToken });
    expect(after.statusCode).toBe(401);
  });

  it('logout ends the session of the refresh token', async () => {
    const tokens = (await signup(newEmail())).json().data;
    const out = await post('/client/public/v9/logout', { refreshToken: tokens.refreshToken });
    expect(out.statusCode).toBe(200);
    const r = await post('/client/public/v9/refresh', { refreshToken: tokens.refreshToken });
    expect(r.statusCode).toBe(401);
  });

  it('resets a password through the e-mailed link, once, and ends every session', async () => {
    const email = newEmail();
    const tokens = (await signup(email)).json().data;
    const known = await post('/client/public/v1/forgotpassword', { email });
    const unknown = await post('/client/public/v1/forgotpassword', { email: newEmail() });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    const queued = await t.app.db.select().from(outbox).where(eq(outbox.recipient, email));
    // The sign-up's welcome, and the one request.
    expect(queued.map((m) => m.kind).sort()).toEqual(['PASSWORD_RESET_REQUEST', 'welcome']);
    sent.length = 0;
    expect(await drainOutbox(t.app.db, mailer)).toBeGreaterThanOrEqual(1);
    const message = sent.find((m) => m.recipient === email && m.textBody.includes('token='));
    const link = /https?:\/\/\S+\/reset-password\?token=(\S+)/.exec(message?.textBody ?? '');
    expect(link).not.toBeNull();
    const token = decodeURIComponent(link![1]!);
    const newPassword = 'Brand-new-walrus-77';
    const mismatch = await post('/auth/reset-password', {
      token,
      password: newPassword,
      confirmPassword: 'different-one-77',
    });
    expect(mismatch.json().errors[0].code).toBe('PASSWORDS_DO_NOT_MATCH');
    const reset = await post('/auth/reset-password', {
      token,
      password: newPassword,
      confirmPassword: newPassword,
    });
    expect(reset.statusCode).toBe(200);
    const reuse = await post('/auth/reset-password', {
      token,
      password: newPassword,
      confirmPassword: newPassword,
    });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().errors[0]).toMatchObject({
      code: 'PASSWORD_RESET_LINK_IS_NOT_VALID',
      message: ERROR_CATALOGUE.PASSWORD_RESET_LINK_IS_NOT_VALID.message,
    });
    const oldSession = await post('/client/public/v9/refresh', {
      refreshToken: tokens.refreshToken,
    });
    expect(oldSession.statusCode).toBe(401);
    expect((await post('/client/public/v9/login', { email, password })).statusCode).toBe(401);
    expect(
      (await post('/client/public/v9/login', { email, password: newPassword })).statusCode,
    ).toBe(200);
  });

  it('refuses an expired reset token', async () => {
    const email = newEmail();
    await signup(email);
    await post('/client/public/v1/forgotpassword', { email });
    sent.length = 0;
    await drainOutbox(t.app.db, mailer);
    const mail = sent.find((m) => m.textBody.includes('token='));
    const token = decodeURIComponent(/token=(\S+)/.exec(mail!.textBody)![1]!);
    await t.app.db.update(passwordResetTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    const res = await post('/auth/reset-password', {
      token,
      password: 'Another-fine-pass-1',
      confirmPassword: 'Another-fine-pass-1',
    });
    expect(res.json().errors[0].code).toBe('PASSWORD_RESET_LINK_IS_NOT_VALID');
  });

  it('limits forgot-password and sign-up calls per address with 429 envelopes', async () => {
    const forgotFrom = '10.77.1.1';
    const forgot = [];
    for (let i = 0; i < 6; i += 1) {
      forgot.push(
        await post('/client/public/v1/forgotpassword', { email: newEmail() }, forgotFrom),
      );
    }
    expect(forgot.slice(0, 5).map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(forgot[5]!.statusCode).toBe(429);
    expect(forgot[5]!.json()).toMatchObject({
      status: 'error',
      errors: [{ code: 'TOO_MANY_REQUESTS' }],
    });
    // Another address is not affected.
    expect((await post('/client/public/v1/forgotpassword', { email: newEmail() })).statusCode).toBe(
      200,
    );
    const signupFrom = '10.77.2.2';
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      statuses.push((await post('/client/public/v9/company/signup', {}, signupFrom)).statusCode);
    }
    expect(statuses.slice(0, 20).every((s) => s === 400)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
