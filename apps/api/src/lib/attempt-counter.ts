import type { Redis } from 'ioredis';

/**
 * Counts attempts per key in a fixed window (login failures per address and per account).
 * In-process by default; in Redis when REDIS_URL is set, so every API instance shares it.
 * `hit` counts and answers the new count in one step, so parallel callers each see their
 * own number (issue 15: 40 parallel guesses were all checked against a count of 0).
 */
export type TAttemptCounter = {
  count: (key: string) => Promise<number>;
  hit: (key: string) => Promise<number>;
  /** Takes back one hit (an attempt that did not fail after all). */
  release: (key: string) => Promise<void>;
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
    release: async (key) => {
      const entry = live(key);
      if (entry) entry.count = Math.max(0, entry.count - 1);
    },
    reset: async (key) => {
      entries.delete(key);
    },
  };
};

// DECR on a key that expired meanwhile would make one without an expiry: only if it exists.
const RELEASE = `if redis.call('exists', KEYS[1]) == 1 and tonumber(redis.call('get', KEYS[1])) > 0
then return redis.call('decr', KEYS[1]) end return 0`;

export const redisAttemptCounter = (
  redis: Redis,
  windowMs: number,
  prefix = 'charterline:attempts:',
): TAttemptCounter => {
  const k = (key: string) => `${prefix}${key}`;
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
    release: async (key) => {
      await redis.eval(RELEASE, 1, k(key));
    },
    reset: async (key) => {
      await redis.del(k(key));
    },
  };
};
