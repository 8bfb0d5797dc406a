import type { FastifyRateLimitStore } from '@fastify/rate-limit';

type TCount = { current: number; ttl: number };
type TEntry = { current: number; startedAt: number };

/**
 * The in-process rate-limit store (no REDIS_URL): a fixed window per key, as the package's
 * LocalStore counts, but each caller gets its own copy of the count. LocalStore hands every
 * caller the one counter object it keeps, and the plugin reads it only after an await, so a
 * burst counted in one tick all read the burst's last count: 100 company creations at once
 * were all refused, the first ten included (issue 15 item 8).
 */
export class MemoryRateStore implements FastifyRateLimitStore {
  private readonly entries = new Map<string, TEntry>();

  private readonly capacity: number;

  /** The plugin constructs it with its own options (`cache`: how many keys to hold). */
  constructor(
    options: { cache?: number } = {},
    private readonly now: () => number = Date.now,
  ) {
    this.capacity = options.cache ?? 5000;
  }

  incr(key: string, callback: (error: Error | null, result?: TCount) => void, timeWindow: number) {
    const now = this.now();
    const found = this.entries.get(key);
    const entry =
      found && found.startedAt + timeWindow > now
        ? { current: found.current + 1, startedAt: found.startedAt }
        : { current: 1, startedAt: now };
    // Re-inserted, so the Map's order is least recently counted first.
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    callback(null, { current: entry.current, ttl: entry.startedAt + timeWindow - now });
  }

  child(): FastifyRateLimitStore {
    return new MemoryRateStore({ cache: this.capacity }, this.now);
  }
}
