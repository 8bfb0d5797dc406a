import type { FastifyRequest } from 'fastify';
import { callerOf } from './caller';
import { FAILURES, signedIn } from './route-kit';

/**
 * What every staff route declares, in whichever area it lives (decision 0192: staff routes live
 * with the area they serve): the operations tag, the bearer token and the failures it answers.
 */
export const ADMIN_COMMON = signedIn('operations');
export const ADMIN_FAILURES = FAILURES;

/** The actor written on events and documents: the admin's e-mail. */
export const adminActorOf = (request: FastifyRequest): string => `admin:${callerOf(request).email}`;
