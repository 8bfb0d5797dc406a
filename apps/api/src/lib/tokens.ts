import { createHash, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
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

/** The claims of a valid access token, or null for anything else (never throws). */
export const verifyAccessToken = async (
  token: string,
  secret: string,
): Promise<TAccessClaims | null> => {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: [ALGORITHM],
      typ: ACCESS_TYPE,
    });
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
