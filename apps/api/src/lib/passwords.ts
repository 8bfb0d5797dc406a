import { hash, verify } from '@node-rs/argon2';
import { COMMON_PASSWORDS_TEXT } from '../modules/auth/data/common-passwords';

// OWASP's argon2id parameters: 19 MiB, two passes, one lane.
export const ARGON2_PARAMS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

const COMMON = new Set(
  COMMON_PASSWORDS_TEXT.split('\n')
    .map((p) => p.trim().toLowerCase())
    .filter(Boolean),
);

export const isCommonPassword = (password: string): boolean =>
  COMMON.has(password.trim().toLowerCase());

export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2_PARAMS);

export const verifyPassword = async (passwordHash: string, password: string): Promise<boolean> => {
  try {
    return await verify(passwordHash, password);
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
