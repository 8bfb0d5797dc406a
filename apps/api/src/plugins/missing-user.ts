const FOREIGN_KEY_VIOLATION = '23503';

/**
 * A write refused because the user it names no longer exists: the caller's token outlived
 * its account (deleted while the token was valid), so the answer is 401, not 500
 * (issue 15). Every foreign key to `users` is named `…_users_id_fk` by drizzle-kit.
 */
export const isMissingUser = (error: unknown): boolean => {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth += 1) {
    const { code, constraint, detail } = e as {
      code?: unknown;
      constraint?: unknown;
      detail?: unknown;
    };
    if (code === FOREIGN_KEY_VIOLATION) {
      if (typeof constraint === 'string') return constraint.endsWith('_users_id_fk');
      return typeof detail === 'string' && detail.includes('table "users"');
    }
    e = (e as { cause?: unknown }).cause;
  }
  return false;
};
