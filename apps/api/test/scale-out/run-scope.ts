import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { TApiProcess } from './api-process';

export type TAnswer = { status: number; body: { status: string; data?: unknown } };
type TCall = { body?: unknown; token?: string; ip?: string };

/**
 * What one run of the scale-out suite touches in the shared Redis: every client address it
 * sends (X-Forwarded-For, read with TRUST_PROXY) and every e-mail it signs up carries the
 * run's tag, so the rate-limit and login keys are the run's own and `clean()` deletes only
 * those (never FLUSHALL: other suites share the server).
 */
export const runScope = (redisUrl: string) => {
  const tag = randomBytes(3).toString('hex');
  // Limits count an IPv6 client by its /64 (as @fastify/rate-limit does): each client of the
  // run gets a /64 of its own; groups start with a letter, so no form drops a leading zero.
  const ipPrefix = `fd5c:a${tag.slice(0, 3)}:b${tag.slice(3)}`;
  return {
    /** A client address of this run: the n-th "user" behind the load balancer. */
    ip: (n: number) => `${ipPrefix}:${n.toString(16)}::1`,
    emailPrefix: `scale-${tag}-`,
    email: (what: string) => `scale-${tag}-${what}@example.com`,
    isOurs: (recipient: string) => recipient.startsWith(`scale-${tag}-`),
    clean: async (): Promise<number> => {
      const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
      let deleted = 0;
      try {
        for (const pattern of [`*${ipPrefix}:*`, `*scale-${tag}-*`]) {
          for await (const keys of redis.scanStream({ match: pattern, count: 500 })) {
            if ((keys as string[]).length > 0) deleted += await redis.del(...(keys as string[]));
          }
        }
      } finally {
        redis.disconnect();
      }
      return deleted;
    },
  };
};

/** One JSON call to an instance, as the balancer forwards it (client address in XFF). */
export const call = async (
  api: TApiProcess,
  method: 'GET' | 'POST' | 'PATCH',
  path: string,
  options: TCall = {},
): Promise<TAnswer> => {
  const headers: Record<string, string> = {};
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.ip) headers['x-forwarded-for'] = options.ip;
  const res = await fetch(`${api.url}/api${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: res.status, body: (await res.json()) as TAnswer['body'] };
};

/** Polls `check` until it answers a value (not undefined) or the deadline passes. */
export const pollUntil = async <T>(
  check: () => Promise<T | undefined>,
  timeoutMs: number,
  everyMs = 50,
): Promise<T | undefined> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined || Date.now() >= deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
};
