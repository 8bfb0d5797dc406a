import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { SignJWT } from 'jose';
import type { TUserRole } from '@charterline/shared/enums';

// Access tokens are short-lived JWTs. The algorithm and the type are pinned: a token signed
// with `none`, another algorithm or meant for something else is refused.
const ALGORITHM = 'HS256';
const ACCESS_TYPE = 'at+jwt';

export type TAccessClaims = { userId: string; email: string; role: TUserRole };

const keyOf = (secret: string): Uint8Array => new TextEncoder().encode(secret);

export const signAccessToken = (
  claims: TAccessClaims,
  options: { secret: string; ttlSeconds: number },
): Promise<string> =>
  new SignJWT({ email: claims.email, role: claims.role })
    .setProtectedHeader({ alg: ALGORITHM, typ: ACCESS_TYPE })
    .setSubject(claims.userId)
    .setIssuedAt()
    .setExpirationTime(`${options.ttlSeconds}s`)
    .sign(keyOf(options.secret));

const decodeJson = (part: string): Record<string, unknown> | null => {
  const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
};

/**
 * The claims of a valid access token, or null for anything else (never throws).
 *
 * Verified here with node:crypto rather than jose: jose's WebCrypto HMAC is two thread-pool
 * jobs per request, and under 500 connections of load (issue 8) those queued behind each
 * other for seconds before a route ran. The rules are jose's for our tokens: the header is
 * exactly HS256 and at+jwt (no `none`, no other algorithm, no `crit`), the signature is
 * compared in constant time, `exp` is required and in the future, `nbf` (if any) is past.
 */
export const verifyAccessToken = async (
  token: string,
  secret: string,
): Promise<TAccessClaims | null> => {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [head = '', body = '', signature = ''] = parts;
  try {
    const header = decodeJson(head);
    if (!header || header.alg !== ALGORITHM || header.typ !== ACCESS_TYPE) return null;
    if ('crit' in header || 'b64' in header) return null;
    const expected = createHmac('sha256', secret).update(`${head}.${body}`).digest();
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const payload = decodeJson(body);
    const now = Math.floor(Date.now() / 1000);
    if (!payload || typeof payload.exp !== 'number' || payload.exp <= now) return null;
    if (payload.nbf !== undefined && (typeof payload.nbf !== 'number' || payload.nbf > now)) {
      return null;
    }
    const { sub, email, role } = payload;
    if (typeof sub !== 'string' || typeof email !== 'string') return null;
    if (role !== 'CUSTOMER' && role !== 'ADMIN') return null;
    return { userId: sub, email, role };
  } catch {
    return null;
  }
};

/** A random opaque token (refresh, reset) and the hash that is stored instead of it. */
export const newOpaqueToken = (): { token: string; hash: string } => {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashOpaqueToken(token) };
};

export const hashOpaqueToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');
