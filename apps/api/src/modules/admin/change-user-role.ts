import type { TUserRole } from '@charterline/shared/enums';
import type { TDatabase } from '../../db/client';
import type { TRevocations } from '../../lib/revocations';
import { revokeUserTokens } from '../auth';
import { lockUserByEmail, setUserRole } from './admin.repository';

/**
 * Gives a user a role. A change revokes all of the user's tokens (issue 15: a demoted admin
 * kept their ADMIN access token, and refresh kept issuing new ones): they sign in again and
 * get tokens with the new role. Null when no user has the e-mail.
 */
export const changeUserRole = async (
  db: TDatabase,
  revocations: Pick<TRevocations, 'revokeUser'>,
  email: string,
  role: TUserRole,
): Promise<{ email: string; role: TUserRole } | null> => {
  const outcome = await db.transaction(async (tx) => {
    const user = await lockUserByEmail(tx, email.toLowerCase());
    if (!user) return null;
    const row = await setUserRole(tx, user.id, role);
    const validAfter = user.role === role ? null : await revokeUserTokens(tx, user.id);
    return row ? { row, userId: user.id, validAfter } : null;
  });
  if (!outcome) return null;
  if (outcome.validAfter !== null) {
    await revocations.revokeUser(outcome.userId, outcome.validAfter);
  }
  return outcome.row;
};
