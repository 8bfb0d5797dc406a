import type { FastifyInstance } from 'fastify';

/** A dependency that has not answered in this long counts as down (a probe must not hang). */
export const DEPENDENCY_TIMEOUT_MS = 2000;

const answers = async (probe: () => Promise<unknown>, timeoutMs: number): Promise<boolean> => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([probe().then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
};

/** Asks the database (`select 1`) and, when REDIS_URL is set, Redis (PING), at once. */
export const checkDependencies = async (
  app: FastifyInstance,
  timeoutMs = DEPENDENCY_TIMEOUT_MS,
): Promise<{ db: 'ok' | 'unavailable'; redis: 'ok' | 'unavailable' | 'none' }> => {
  const { redis } = app;
  const [db, redisUp] = await Promise.all([
    answers(() => app.database.ping(), timeoutMs),
    // A client that is not connected would queue the PING until it reconnects.
    redis && redis.status === 'ready' ? answers(() => redis.ping(), timeoutMs) : false,
  ]);
  return {
    db: db ? 'ok' : 'unavailable',
    redis: !redis ? 'none' : redisUp ? 'ok' : 'unavailable',
  };
};
