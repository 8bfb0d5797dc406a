import type { TMe } from '@charterline/shared/schemas/auth';
import type { ZUpdateProfileRequest } from '@charterline/shared/schemas/profile';
import type { z } from 'zod';
import type { TDbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findUser, updateUser, type TUserRow } from './users.repository';

const meOf = (user: TUserRow): TMe => ({
  id: user.id,
  email: user.email,
  firstName: user.firstName,
  lastName: user.lastName,
  name: `${user.firstName} ${user.lastName}`.trim(),
  phone: user.phone,
  avatarUrl: null,
});

/** The signed-in user as the dashboard shows them. */
export const getMe = async (db: TDbExecutor, userId: string): Promise<TMe> => {
  const user = await findUser(db, userId);
  // A token outliving its account is as good as no token.
  if (!user) throw new AppError('UNAUTHORIZED');
  return meOf(user);
};

/** Name and phone (E.164, or none): the user's own to change, no password asked. */
export const updateProfile = async (
  db: TDbExecutor,
  userId: string,
  input: z.output<typeof ZUpdateProfileRequest>,
): Promise<TMe> => {
  const user = await updateUser(db, userId, {
    firstName: input.firstName,
    lastName: input.lastName,
    phone: input.phone ?? null,
  });
  if (!user) throw new AppError('UNAUTHORIZED');
  return meOf(user);
};
