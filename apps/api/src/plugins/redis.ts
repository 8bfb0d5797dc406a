import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';

/**
 * `app.redis`: one client for the instance when REDIS_URL is set (rate limits, login
 * counts, token revocations), else null; closed with the app.
 */
export const registerRedis = (app: FastifyInstance): void => {
  const redis = app.config.REDIS_URL
    ? new Redis(app.config.REDIS_URL, { maxRetriesPerRequest: 1, lazyConnect: false })
    : null;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  app.decorate('redis', redis);
};
