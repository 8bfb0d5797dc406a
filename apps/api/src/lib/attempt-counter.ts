import type { Redis } from 'ioredis';

/**
 * Counts failures per key in a fixed window (login failures per address and per account).
 * In-process by default; in Redis when REDIS_URL is set, so every API instance shares it.
 */
export type TAttemptCounter = {
  count: (key: string) => Promise<number>;
  hit: (key: string) => Promise<number>;
  reset: (key: string) => Promise<void>;
};

export const memoryAttemptCounter = (windowMs: number): TAttemptCounter => {
  const entries = new Map<string, { count: number; until: number }>();
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.until > Date.now()) return entry;
    entries.delete(key);
    return undefined;
  };
  return {
    count: async (key) => live(key)?.count ?? 0,
    hit: async (key) => {
      if (entries.size > 100_000) entries.clear(); // bounded memory under a flood
      const entry = live(key) ?? { count: 0, until: Date.now() + windowMs };
      entry.count += 1;
      entries.set(key, entry);
      return entry.count;
    },
    reset: async (key) => {
      entries.delete(key);
    },
  };
};

export const redisAttemptCounter = (redis: Redis, windowMs: number): TAttemptCounter => {
  const k = (key: string) => `charterline:attempts:${key}`;
  return {
    count: async (key) => Number((await redis.get(k(key))) ?? 0),
    hit: async (key) => {
      const [[, count]] = (await redis
        .multi()
        .incr(k(key))
        .pexpire(k(key), windowMs, 'NX')
        .exec()) as [[unknown, number], unknown];
      return count;
    },
    reset: async (key) => {
      await redis.del(k(key));
    },
  };
};
