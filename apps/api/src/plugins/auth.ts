import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';
import { verifyAccessToken, type TAccessClaims } from '../lib/tokens';

// The scheme is case-insensitive (RFC 9110 11.1): `bearer …` is as good as `Bearer …`.
const BEARER = /^Bearer +([\w-]+\.[\w-]+\.[\w-]*)$/i;

/**
 * `app.authenticate` (a preHandler) admits a request with a valid access token and sets
 * `request.user`; anything else is a 401 envelope. `app.requireAdmin` also needs the admin
 * role (403 otherwise).
 */
export const registerAuth = (app: FastifyInstance): void => {
  app.decorateRequest('user', null);

  const authenticate = async (request: FastifyRequest): Promise<void> => {
    const match = BEARER.exec(request.headers.authorization ?? '');
    const claims = match?.[1] ? await verifyAccessToken(match[1], app.config.JWT_SECRET) : null;
    if (!claims) throw new AppError('UNAUTHORIZED');
    request.user = claims;
  };

  app.decorate('authenticate', authenticate);
  app.decorate('requireAdmin', async (request: FastifyRequest, _reply: FastifyReply) => {
    await authenticate(request);
    if (request.user?.role !== 'ADMIN') throw new AppError('FORBIDDEN');
  });
};

/** The signed-in caller of a route behind `app.authenticate`. */
export const callerOf = (request: FastifyRequest): TAccessClaims => {
  if (!request.user) throw new AppError('UNAUTHORIZED');
  return request.user;
};
