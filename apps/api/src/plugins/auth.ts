import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';
import { verifyAccessToken, type TAccessClaims } from '../lib/tokens';

// The scheme is case-insensitive (RFC 9110 11.1): `bearer …` is as good as `Bearer …`.
const BEARER = /^Bearer +([\w-]+\.[\w-]+\.[\w-]*)$/i;

/**
 * `app.authenticate` (a preHandler) admits a request with a valid access token that was not
 * revoked (`app.revocations`) and sets `request.user`; anything else is a 401 envelope.
 * `app.requireAdmin` also needs the admin role (403 otherwise).
 */
export const registerAuth = (app: FastifyInstance): void => {
  app.decorateRequest('user', null);

  const authenticate = async (request: FastifyRequest): Promise<void> => {
    const claims = await bearerClaimsOf(request, app.config.JWT_SECRET);
    if (!claims) throw new AppError('UNAUTHORIZED');
    // Revoked by a reset, a role change or a logout (decision 0005): Map lookups.
    if (!(await app.revocations.admits(claims))) throw new AppError('UNAUTHORIZED');
    request.user = claims;
  };

  app.decorate('authenticate', authenticate);
  app.decorate('requireAdmin', async (request: FastifyRequest, _reply: FastifyReply) => {
    await authenticate(request);
    if (request.user?.role !== 'ADMIN') throw new AppError('FORBIDDEN');
  });
};

/** The claims of the request's bearer token if its signature and expiry hold (revoked or not). */
export const bearerClaimsOf = async (
  request: FastifyRequest,
  secret: string,
): Promise<TAccessClaims | null> => {
  const match = BEARER.exec(request.headers.authorization ?? '');
  return match?.[1] ? verifyAccessToken(match[1], secret) : null;
};
