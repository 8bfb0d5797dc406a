import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { TTokens, ZSignupRequest } from '@charterline/shared/schemas/auth';
import type { TEnv } from '../../config/env';
import { perDatabase, type TDatabase, type TDbExecutor } from '../../db/client';
import type { TReadCache } from '../../db/read-cache';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { insertCompany } from '../companies';
import { enqueueMail, welcomeMail } from '../email';
import { assertStrongPassword, burnPasswordCheck, hashPassword, verifyPassword } from './passwords';
import { startSession, startSessionOn } from './sessions';

type TTokenEnv = Pick<TEnv, 'JWT_SECRET' | 'ACCESS_TOKEN_TTL_SECONDS' | 'REFRESH_TOKEN_TTL_DAYS'>;
type TNewUser = {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  phone?: string | undefined;
};

const UNIQUE_VIOLATION = '23505';

const isUniqueViolation = (error: unknown): boolean => {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth += 1) {
    if ((e as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
};

const insertUser = async (tx: TDbExecutor, input: TNewUser) => {
  const [user] = await tx
    .insert(users)
    .values({
      email: input.email,
      passwordHash: await hashPassword(input.password),
      firstName: input.firstName,
      lastName: input.lastName,
      phone: input.phone ?? null,
    })
    .returning();
  if (!user) throw new Error('insert returned no user');
  return user;
};

/** Runs `work`; a unique violation (an e-mail another account has) is EMAIL_ALREADY_EXISTS. */
export const withDuplicateEmailCheck = async <T>(work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('EMAIL_ALREADY_EXISTS', { field: 'email' });
    throw error;
  }
};

/** POST /auth/register: an account without a company. */
export const registerUser = async (
  db: TDatabase,
  input: TNewUser,
  env: TTokenEnv,
): Promise<TTokens> => {
  assertStrongPassword(input.password, input);
  return withDuplicateEmailCheck(() =>
    db.transaction(async (tx) => {
      const user = await insertUser(tx, input);
      await enqueueMail(tx, welcomeMail(user, false));
      return startSession(tx, user, env);
    }),
  );
};

type TSignupInput = z.output<typeof ZSignupRequest>;

/** POST company/signup: the user, their answers and their first company, all or nothing. */
export const signUpWithCompany = async (
  db: TDatabase,
  input: TSignupInput,
  env: TTokenEnv,
): Promise<TTokens> => {
  assertStrongPassword(input.password, input);
  return withDuplicateEmailCheck(() =>
    db.transaction(async (tx) => {
      const user = await insertUser(tx, input);
      await insertCompany(tx, {
        userId: user.id,
        serviceCode: input.service ?? null,
        businessType: input.businessType,
        answers: input.answers as Record<string, string>,
        eventData: { service: input.service ?? null, businessType: input.businessType },
      });
      await enqueueMail(tx, welcomeMail(user, true));
      return startSession(tx, user, env);
    }),
  );
};

// What a log-in reads of the user, prepared once per database.
const userByEmail = perDatabase((db) =>
  db
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      passwordHash: users.passwordHash,
      tokensValidAfter: users.tokensValidAfter,
    })
    .from(users)
    .where(eq(users.email, sql.placeholder('email')))
    .prepare('login_user_by_email'),
);

type TLoginUser = {
  id: string;
  email: string;
  role: 'CUSTOMER' | 'ADMIN';
  passwordHash: string;
  tokensValidAfter: Date | null;
};

/**
 * The user a log-in checks. Through `readCache`: on PGlite, where this process makes every
 * write, the row is kept until the users table changes (a new password, a reset, a new
 * account), so a log-in costs one statement besides its hash (issue 25: next to argon2's
 * 19 MiB, each PGlite statement runs from cold caches); on PostgreSQL it is a pass-through.
 */
const readLoginUser = async (
  db: TDatabase,
  readCache: TReadCache,
  email: string,
): Promise<TLoginUser | undefined> => {
  const text = await readCache.read(`login-user:${email}`, ['users'], async () => {
    const [row] = await userByEmail(db).execute({ email });
    return JSON.stringify(row ?? null);
  });
  const row = JSON.parse(text) as
    | (Omit<TLoginUser, 'tokensValidAfter'> & {
        tokensValidAfter: string | null;
      })
    | null;
  if (!row) return undefined;
  return {
    ...row,
    tokensValidAfter: row.tokensValidAfter === null ? null : new Date(row.tokensValidAfter),
  };
};

/** Checks e-mail and password; an unknown e-mail costs the same time as a wrong password. */
export const authenticateUser = async (
  db: TDatabase,
  readCache: TReadCache,
  email: string,
  password: string,
  env: TTokenEnv,
): Promise<TTokens | null> => {
  const user = await readLoginUser(db, readCache, email);
  if (!user) {
    await burnPasswordCheck(password);
    return null;
  }
  if (!(await verifyPassword(user.passwordHash, password))) return null;
  return startSessionOn(db, user, env);
};
