import type { TMe } from '@charterline/shared/schemas/auth';
import type { TDbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findUser } from './users.repository';

/** The signed-in user as the dashboard shows them. */
export const getMe = async (db: TDbExecutor, userId: string): Promise<TMe> => {
  const user = await findUser(db, userId);
  // A token outliving its account is as good as no token.
  if (!user) throw new AppError('UNAUTHORIZED');
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    name: `${user.firstName} ${user.lastName}`.trim(),
    avatarUrl: null,
  };
};
