import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { AppError } from '../lib/app-error';
import { memoryAttemptCounter, redisAttemptCounter } from '../lib/attempt-counter';
import { MemoryRateStore } from './memory-rate-store';

export const LOGIN_FAILURE_WINDOW_MS = 15 * 60_000;

/**
 * Request rate limits per route (config.rateLimit on the route; none elsewhere) and the
 * login-failure counter. Redis holds both when REDIS_URL is set.
 */
export const registerRateLimit = async (app: FastifyInstance): Promise<void> => {
  const redis = app.config.REDIS_URL
    ? new Redis(app.config.REDIS_URL, { maxRetriesPerRequest: 1, lazyConnect: false })
    : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  app.decorate(
    'loginFailures',
    redis
      ? redisAttemptCounter(redis, LOGIN_FAILURE_WINDOW_MS)
      : memoryAttemptCounter(LOGIN_FAILURE_WINDOW_MS),
  );
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'charterline:rl:' } : { store: MemoryRateStore }),
    skipOnError: true,
    allowList: () => app.config.RATE_LIMIT_DISABLED,
    errorResponseBuilder: () => new AppError('TOO_MANY_REQUESTS'),
  });
};
