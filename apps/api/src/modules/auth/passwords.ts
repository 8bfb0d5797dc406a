import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import {
  checkPasswordStrength,
  type TPasswordOwner,
} from '@charterline/shared/rules/password-strength';
import { AppError } from '../../lib/app-error';

// OWASP's argon2id parameters: 19 MiB, two passes, one lane.
export const ARGON2_PARAMS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Refuses a password zxcvbn can guess (score under 3, knowing the owner's name and e-mail;
 * decision 0103). Length rules are in the schema.
 */
export const assertStrongPassword = (password: string, owner: TPasswordOwner): void => {
  if (!checkPasswordStrength(password, owner).strong) {
    throw new AppError('WEAK_PASSWORD', { field: 'password' });
  }
};

/**
 * At most one password hash per CPU at a time; the rest wait their turn in order. argon2id
 * is memory-hard (19 MiB a hash): more hashes than cores add no throughput, only memory
 * and cache misses, and they would hold every thread of libuv's pool, which file and
 * crypto work share (issue 8: logins/s against the bare hash rate).
 */
export const hashSlots = (slots: number) => {
  let free = slots;
  const waiting: (() => void)[] = [];
  return async <T>(work: () => Promise<T>): Promise<T> => {
    if (free > 0) free -= 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else free += 1;
    }
  };
};
const inHashSlot = hashSlots(Math.max(1, availableParallelism()));

export const hashPassword = (password: string): Promise<string> =>
  inHashSlot(() => hash(password, ARGON2_PARAMS));

export const verifyPassword = async (passwordHash: string, password: string): Promise<boolean> => {
  try {
    return await inHashSlot(() => verify(passwordHash, password));
  } catch {
    return false;
  }
};

// Verifying against this hash costs what a real check costs, so an unknown e-mail answers
// as slowly as a known one (no account enumeration by timing).
let dummyHash: Promise<string> | undefined;
export const burnPasswordCheck = async (password: string): Promise<void> => {
  dummyHash ??= hashPassword('not-a-real-password-but-the-same-cost');
  await verifyPassword(await dummyHash, password);
};
