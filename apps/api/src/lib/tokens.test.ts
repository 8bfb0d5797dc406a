import { jwtVerify, SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signAccessToken, verifyAccessToken } from './tokens';

const secret = 'tokens-secret-tokens-secret-tokens-01';
const claims = { userId: 'u-1', email: 'a@example.com', role: 'CUSTOMER' as const };
// What verification answers: the claims, the session (none here) and the ms issue instant.
const verified = { ...claims, sessionId: null, issuedAtMs: expect.any(Number) };
const now = () => Math.floor(Date.now() / 1000);
const signed = (header: Record<string, unknown>, payload: Record<string, unknown>) =>
  new SignJWT(payload)
    .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt', ...header } as { alg: string })
    .sign(new TextEncoder().encode(secret));

describe('access tokens verified with node:crypto', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('accepts a token found valid before without checking it again, until it expires', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-23T10:00:00Z'), toFake: ['Date'] });
    const token = await signAccessToken(claims, { secret, ttlSeconds: 60 });
    expect(await verifyAccessToken(token, secret)).toEqual(verified);
    expect(await verifyAccessToken(token, secret)).toEqual(verified);
    // Found valid under one secret says nothing under another.
    expect(await verifyAccessToken(token, `${secret}-other`)).toBeNull();
    expect(await verifyAccessToken(token, secret)).toEqual(verified);
    vi.setSystemTime(new Date('2026-11-23T10:00:59Z'));
    expect(await verifyAccessToken(token, secret)).toEqual(verified);
    vi.setSystemTime(new Date('2026-11-23T10:01:00Z'));
    expect(await verifyAccessToken(token, secret)).toBeNull();
    // Another payload under the same signature is another token, checked in full.
    const [head, , signature] = token.split('.');
    const admin = Buffer.from(JSON.stringify({ ...claims, role: 'ADMIN', exp: now() + 60 }));
    const tampered = `${head}.${admin.toString('base64url')}.${signature}`;
    vi.setSystemTime(new Date('2026-11-23T10:00:30Z'));
    expect(await verifyAccessToken(tampered, secret)).toBeNull();
  });

  it('accepts what signAccessToken makes, and only with its secret', async () => {
    const token = await signAccessToken(claims, { secret, ttlSeconds: 60 });
    expect(await verifyAccessToken(token, secret)).toEqual(verified);
    expect(await verifyAccessToken(token, `${secret}-other`)).toBeNull();
    // A standard JWT library accepts it too, with the pinned algorithm and type.
    const { payload, protectedHeader } = await jwtVerify(token, new TextEncoder().encode(secret), {
      algorithms: ['HS256'],
      typ: 'at+jwt',
    });
    expect(protectedHeader).toEqual({ alg: 'HS256', typ: 'at+jwt' });
    expect(payload).toMatchObject({ sub: 'u-1', email: 'a@example.com', role: 'CUSTOMER' });
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(60);
  });

  it('carries the session id and the issue instant in ms (sid, iat_ms), iat in seconds', async () => {
    const token = await signAccessToken(
      { ...claims, sessionId: 'family-1', issuedAtMs: 1_795_000_000_123 },
      { secret, ttlSeconds: 60 },
    );
    expect(await verifyAccessToken(token, secret)).toEqual({
      ...claims,
      sessionId: 'family-1',
      issuedAtMs: 1_795_000_000_123,
    });
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret));
    expect(payload).toMatchObject({ sid: 'family-1', iat_ms: 1_795_000_000_123 });
    expect(Number.isInteger(payload.iat)).toBe(true);
    // A token from before iat_ms counts from its second.
    const legacy = await signed(
      {},
      { sub: 'u-1', email: 'a@example.com', role: 'CUSTOMER', iat: 1_795_000_000, exp: now() + 60 },
    );
    expect((await verifyAccessToken(legacy, secret))?.issuedAtMs).toBe(1_795_000_000_000);
  });

  it('refuses a wrong type, crit, no exp, a future nbf, a bad role, and junk', async () => {
    const base = { sub: 'u-1', email: 'a@example.com', role: 'CUSTOMER', exp: now() + 60 };
    expect(await verifyAccessToken(await signed({}, base), secret)).toEqual(verified);
    expect(await verifyAccessToken(await signed({ typ: 'JWT' }, base), secret)).toBeNull();
    const crit = await signed({ crit: ['x'], x: 1 }, base).catch(() => null);
    if (crit) expect(await verifyAccessToken(crit, secret)).toBeNull();
    const { exp: _exp, ...noExp } = base;
    expect(await verifyAccessToken(await signed({}, noExp), secret)).toBeNull();
    expect(
      await verifyAccessToken(await signed({}, { ...base, nbf: now() + 60 }), secret),
    ).toBeNull();
    expect(await verifyAccessToken(await signed({}, { ...base, role: 'ROOT' }), secret)).toBeNull();
    for (const junk of ['', 'a.b', 'a.b.c', '..', 'x.y.z.w']) {
      expect(await verifyAccessToken(junk, secret)).toBeNull();
    }
  });
});
