import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error';

/** Failures per address, and per (account, address), in the window (decision 0005). */
export const MAX_LOGIN_FAILURES = 10;
/** Failures per account from all addresses together, before new addresses are refused. */
export const MAX_ACCOUNT_FAILURES = 50;

type TLoginAttempt = {
  /** The password was right: the hits go back and the address becomes a known one. */
  succeeded: () => Promise<void>;
  /** The check itself failed (no answer about the password): the hits go back. */
  abandoned: () => Promise<void>;
};

/**
 * Admits a login attempt or refuses it with 429 before the password is checked. Each count
 * is taken up front (count-then-check in one step), so parallel guesses see 1, 2, … 40 and
 * only the first ten are checked; an attempt that succeeds gives its hits back.
 *
 * An account guessed from many addresses (each under its own limit) is refused to every
 * address it has not signed in from lately, once it has MAX_ACCOUNT_FAILURES in the window:
 * guessing is bounded per account, and the owner, where they usually sign in, keeps access.
 */
export const admitLogin = async (
  app: FastifyInstance,
  email: string,
  ip: string,
): Promise<TLoginAttempt> => {
  const counter = app.loginFailures;
  const address = `ip:${ip}`;
  const pair = `account:${email}:${ip}`;
  const account = `account:${email}`;
  const known = `${email}:${ip}`;
  if (app.config.RATE_LIMIT_DISABLED) {
    return { succeeded: async () => undefined, abandoned: async () => undefined };
  }
  const release = (keys: string[]) => Promise.all(keys.map((k) => counter.release(k)));
  const [byAddress, byPair] = await Promise.all([counter.hit(address), counter.hit(pair)]);
  if (byAddress > MAX_LOGIN_FAILURES || byPair > MAX_LOGIN_FAILURES) {
    await release([address, pair]);
    throw new AppError('TOO_MANY_REQUESTS');
  }
  const byAccount = await counter.hit(account);
  if (byAccount > MAX_ACCOUNT_FAILURES && (await app.knownLogins.count(known)) === 0) {
    await release([address, pair, account]);
    throw new AppError('TOO_MANY_REQUESTS');
  }
  return {
    succeeded: async () => {
      await Promise.all([
        release([address, account]),
        counter.reset(pair),
        app.knownLogins.hit(known),
      ]);
    },
    abandoned: async () => void (await release([address, pair, account])),
  };
};
