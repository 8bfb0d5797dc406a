import type { FastifyRequest } from 'fastify';
import { ZErrorEnvelope } from '@charterline/shared/schemas/envelope';
import { callerOf } from '../../plugins/auth';

/** What every admin route declares: its tag, the bearer token and the failures it answers. */
export const ADMIN_COMMON = { tags: ['operations'], security: [{ bearer: [] }] };
export const ADMIN_FAILURES = {
  400: ZErrorEnvelope,
  401: ZErrorEnvelope,
  403: ZErrorEnvelope,
  404: ZErrorEnvelope,
  409: ZErrorEnvelope,
};

/** The actor written on events and documents: the admin's e-mail. */
export const adminActorOf = (request: FastifyRequest): string => `admin:${callerOf(request).email}`;
