import type { Redis } from 'ioredis';
import type { TAccessClaims } from './tokens';

/**
 * Which access tokens are no longer good, without a database read per request (decision
 * 0005). Two kinds of revocation:
 * - a user's "valid after" instant (password reset, role change): tokens of the user issued
 *   before it are refused. Kept per user in an LRU, loaded from `users.tokens_valid_after`
 *   the first time the instance sees the user.
 * - ended sessions (logout, a reused refresh token): tokens carrying that session id are
 *   refused until the last of them has expired anyway.
 * With Redis, every change is published and every instance applies it on arrival; an
 * instance whose subscription dropped forgets what it cached and reloads it, so a missed
 * message cannot leave a revoked token usable. Without Redis there is one instance.
 */
export type TRevocations = {
  /** Map lookups; a promise only the first time a user is seen (or after a reconnect). */
  admits: (claims: TAccessClaims) => boolean | Promise<boolean>;
  /** Tokens of the user issued before `validAfterMs` are refused, on every instance. */
  revokeUser: (userId: string, validAfterMs: number) => Promise<void>;
  /** Tokens of these sessions are refused, on every instance. */
  endSessions: (sessionIds: string[]) => Promise<void>;
  /** Reads the sessions ended lately, subscribes to the other instances' changes. */
  start: () => Promise<void>;
  stop: () => Promise<void>;
};

export type TRevocationSources = {
  /** The user's valid-after instant in ms (0 when none, or no such user). */
  loadUser: (userId: string) => Promise<number>;
  /** Sessions ended since the given instant (ms). */
  loadEndedSessions: (sinceMs: number) => Promise<string[]>;
  redis: Redis | null;
  /** How long an access token lives: how long an ended session must be remembered. */
  accessTtlMs: number;
  onError?: (error: unknown, what: string) => void;
  channel?: string;
};

// Users kept; beyond it the longest-unchanged goes (a hit is not moved: no write per request).
const USERS_MAX = 50_000;
const SESSIONS_PRUNE_AT = 10_000;

type TMessage = { user: string; after: number } | { sessions: string[] };

export const createRevocations = (sources: TRevocationSources): TRevocations => {
  const { redis, accessTtlMs } = sources;
  const channel = sources.channel ?? 'charterline:revocations';
  const onError = sources.onError ?? (() => undefined);
  const users = new Map<string, number>();
  const loading = new Map<string, Promise<number>>();
  const sessions = new Map<string, number>();
  // Bumped when cached instants may have missed a change: loads begun before are not kept.
  let epoch = 0;
  // With Redis, loaded instants are kept only while the channel is up (changes arrive).
  let listening = !redis;
  let subscriber: Redis | null = null;

  const remember = (userId: string, validAfter: number): void => {
    const known = users.get(userId);
    users.delete(userId);
    users.set(userId, known === undefined ? validAfter : Math.max(known, validAfter));
    if (users.size > USERS_MAX) {
      const oldest = users.keys().next().value;
      if (oldest !== undefined) users.delete(oldest);
    }
  };

  const load = (userId: string): Promise<number> => {
    let pending = loading.get(userId);
    if (!pending) {
      const startedIn = epoch;
      pending = sources.loadUser(userId).then(
        (validAfter) => {
          loading.delete(userId);
          if (startedIn === epoch && listening) remember(userId, validAfter);
          return Math.max(validAfter, users.get(userId) ?? 0);
        },
        (error: unknown) => {
          loading.delete(userId);
          throw error;
        },
      );
      loading.set(userId, pending);
    }
    return pending;
  };

  const forgetSessions = (ids: string[]): void => {
    const until = Date.now() + accessTtlMs;
    for (const id of ids) sessions.set(id, until);
    if (sessions.size > SESSIONS_PRUNE_AT) {
      const now = Date.now();
      for (const [id, end] of sessions) if (end <= now) sessions.delete(id);
    }
  };

  const apply = (message: TMessage): void => {
    if ('user' in message) remember(message.user, message.after);
    else forgetSessions(message.sessions);
  };

  const publish = async (message: TMessage): Promise<void> => {
    apply(message);
    if (!redis) return;
    try {
      await redis.publish(channel, JSON.stringify(message));
    } catch (error) {
      onError(error, 'revocation not published');
    }
  };

  const reloadSessions = async (): Promise<void> => {
    try {
      forgetSessions(await sources.loadEndedSessions(Date.now() - accessTtlMs));
    } catch (error) {
      onError(error, 'ended sessions not loaded');
    }
  };

  return {
    admits: (claims) => {
      if (claims.sessionId !== null && sessions.has(claims.sessionId)) return false;
      const validAfter = users.get(claims.userId);
      if (validAfter !== undefined) return claims.issuedAtMs >= validAfter;
      return load(claims.userId).then((after) => claims.issuedAtMs >= after);
    },
    revokeUser: (userId, validAfterMs) => publish({ user: userId, after: validAfterMs }),
    endSessions: (sessionIds) =>
      sessionIds.length > 0 ? publish({ sessions: sessionIds }) : Promise.resolve(),
    start: async () => {
      await reloadSessions();
      if (!redis) return;
      const channelClient = redis.duplicate();
      subscriber = channelClient;
      // While the channel is down, changes made elsewhere are missed: nothing loaded is kept
      // (each check reads the database), and once it is back everything is read again.
      let wasDown = false;
      const listen = async (): Promise<void> => {
        await channelClient.subscribe(channel);
        epoch += 1;
        users.clear();
        listening = true;
        if (wasDown) await reloadSessions();
      };
      channelClient.on('close', () => {
        listening = false;
        wasDown = true;
        epoch += 1;
        users.clear();
      });
      channelClient.on('ready', () => {
        if (wasDown) void listen().catch((error: unknown) => onError(error, 'resubscribe'));
      });
      channelClient.on('error', (error: unknown) => onError(error, 'revocation channel'));
      channelClient.on('message', (_channel: string, text: string) => {
        try {
          apply(JSON.parse(text) as TMessage);
        } catch (error) {
          onError(error, 'revocation message unreadable');
        }
      });
      await listen().catch((error: unknown) => onError(error, 'revocation channel not joined'));
    },
    stop: async () => {
      await subscriber?.quit().catch(() => undefined);
      subscriber = null;
    },
  };
};
