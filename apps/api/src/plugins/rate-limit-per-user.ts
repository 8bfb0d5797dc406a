import type { FastifyRequest } from 'fastify';
import { callerOf } from '../lib/http/caller';

/**
 * A route's `config.rateLimit` counted per signed-in user rather than per address (one
 * customer behind many addresses, or many customers behind one office address). The route
 * must run `app.authenticate` in onRequest: @fastify/rate-limit appends its hook after it,
 * so the caller is known when the key is made, and a request without a token is a 401
 * before it counts. `scope` names the count: routes that share a scope share one count
 * (the Redis store keys every route's counts in one name space).
 */
export const perUserRateLimit = (scope: string, max: number, timeWindowMs: number) => ({
  max,
  timeWindow: timeWindowMs,
  keyGenerator: (request: FastifyRequest) => `${scope}:user:${callerOf(request).userId}`,
});
