import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { TUserRole } from '@charterline/shared/enums';

// Access tokens are short-lived JWTs. The algorithm and the type are pinned: a token signed
// with `none`, another algorithm or meant for something else is refused.
const ALGORITHM = 'HS256';
const ACCESS_TYPE = 'at+jwt';

/** Who a token is for: what signing needs (`sessionId` and `issuedAtMs` are optional). */
export type TAccessSubject = {
  userId: string;
  email: string;
  role: TUserRole;
  /** The session (refresh-token family) it belongs to; logout ends it (claim `sid`). */
  sessionId?: string;
  /** When it counts as issued, in ms (claim `iat_ms`); now unless given. */
  issuedAtMs?: number;
};

/**
 * A verified token's claims. `issuedAtMs` is checked against the user's "valid after"
 * instant (decision 0005): `iat` has second resolution, too coarse to tell a token made
 * just before a password reset from one made just after it.
 */
export type TAccessClaims = {
  userId: string;
  email: string;
  role: TUserRole;
  sessionId: string | null;
  issuedAtMs: number;
};

const encodeJson = (value: object): string =>
  Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
const HEADER = encodeJson({ alg: ALGORITHM, typ: ACCESS_TYPE });
const hmac = (secret: string, input: string): Buffer =>
  createHmac('sha256', secret).update(input).digest();

/**
 * A signed access token (JWS compact form, HS256). Signed and verified with node:crypto:
 * WebCrypto (jose) costs two thread-pool jobs per token, and the thread pool is where the
 * password hashes run (issue 8's login and load figures); `tokens.test.ts` checks that
 * jose accepts what we sign and that we accept what jose signs.
 */
export const signAccessToken = async (
  claims: TAccessSubject,
  options: { secret: string; ttlSeconds: number },
): Promise<string> => {
  const now = Date.now();
  const iat = Math.floor(now / 1000);
  const body = encodeJson({
    email: claims.email,
    role: claims.role,
    sub: claims.userId,
    ...(claims.sessionId ? { sid: claims.sessionId } : {}),
    iat,
    iat_ms: claims.issuedAtMs ?? now,
    exp: iat + options.ttlSeconds,
  });
  return `${HEADER}.${body}.${hmac(options.secret, `${HEADER}.${body}`).toString('base64url')}`;
};

const decodeJson = (part: string): Record<string, unknown> | null => {
  const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
};

/**
 * Tokens found valid lately: a signed-in read sends the same token again and again, and
 * checking it (an HMAC and two JSON parses) was a tenth of the CPU of a cached read (issue
 * 8's profile). A token is kept with the secret it was checked against, and its expiry is
 * still checked on every use; the oldest go first beyond VERIFIED_MAX.
 */
const VERIFIED_MAX = 10_000;
type TVerified = { secret: string; claims: TAccessClaims; exp: number; nbf: number };
const verified = new Map<string, TVerified>();

const remember = (token: string, entry: TVerified): void => {
  verified.set(token, entry);
  if (verified.size > VERIFIED_MAX) {
    const oldest = verified.keys().next().value;
    if (oldest !== undefined) verified.delete(oldest);
  }
};

// A token without `iat_ms` (signed before it existed) counts from its second.
const issuedAtMsOf = (payload: Record<string, unknown>): number => {
  if (typeof payload.iat_ms === 'number') return payload.iat_ms;
  return typeof payload.iat === 'number' ? payload.iat * 1000 : 0;
};

/**
 * The claims of a valid access token, or null for anything else (never throws).
 *
 * Under 500 connections of load (issue 8) jose's WebCrypto jobs queued behind each other
 * for seconds before a route ran; verified here with node:crypto instead. The rules are
 * jose's for our tokens: the header is exactly HS256 and at+jwt (no `none`, no other
 * algorithm, no `crit`), the signature is compared in constant time, `exp` is required and
 * in the future, `nbf` (if any) is past.
 */
export const verifyAccessToken = async (
  token: string,
  secret: string,
): Promise<TAccessClaims | null> => {
  const now = Math.floor(Date.now() / 1000);
  const seen = verified.get(token);
  if (seen && seen.secret === secret) {
    return seen.exp > now && seen.nbf <= now ? seen.claims : null;
  }
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [head = '', body = '', signature = ''] = parts;
  try {
    const header = decodeJson(head);
    if (!header || header.alg !== ALGORITHM || header.typ !== ACCESS_TYPE) return null;
    if ('crit' in header || 'b64' in header) return null;
    const expected = hmac(secret, `${head}.${body}`);
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const payload = decodeJson(body);
    if (!payload || typeof payload.exp !== 'number' || payload.exp <= now) return null;
    if (payload.nbf !== undefined && (typeof payload.nbf !== 'number' || payload.nbf > now)) {
      return null;
    }
    const { sub, email, role, sid } = payload;
    if (typeof sub !== 'string' || typeof email !== 'string') return null;
    if (role !== 'CUSTOMER' && role !== 'ADMIN') return null;
    if (sid !== undefined && typeof sid !== 'string') return null;
    const claims: TAccessClaims = {
      userId: sub,
      email,
      role,
      sessionId: sid ?? null,
      issuedAtMs: issuedAtMsOf(payload),
    };
    remember(token, { secret, claims, exp: payload.exp, nbf: payload.nbf ?? 0 });
    return claims;
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
