import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error';
import { memoryAttemptCounter, redisAttemptCounter } from '../lib/attempt-counter';
import { MemoryRateStore } from './memory-rate-store';

export const LOGIN_FAILURE_WINDOW_MS = 15 * 60_000;
/** How long an address where an account signed in stays known to it (decision 0005). */
export const KNOWN_LOGIN_WINDOW_MS = 30 * 86_400_000;

/**
 * Request rate limits per route (config.rateLimit on the route; none elsewhere) and the
 * login counters. Redis holds them when REDIS_URL is set.
 */
export const registerRateLimit = async (app: FastifyInstance): Promise<void> => {
  const { redis } = app;
  app.decorate(
    'loginFailures',
    redis
      ? redisAttemptCounter(redis, LOGIN_FAILURE_WINDOW_MS)
      : memoryAttemptCounter(LOGIN_FAILURE_WINDOW_MS),
  );
  app.decorate(
    'knownLogins',
    redis
      ? redisAttemptCounter(redis, KNOWN_LOGIN_WINDOW_MS, 'charterline:known-logins:')
      : memoryAttemptCounter(KNOWN_LOGIN_WINDOW_MS),
  );
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'charterline:rl:' } : { store: MemoryRateStore }),
    skipOnError: true,
    allowList: () => app.config.RATE_LIMIT_DISABLED,
    errorResponseBuilder: () => new AppError('TOO_MANY_REQUESTS'),
  });
};
