import type { z } from 'zod';
import type { ZChangePasswordRequest } from '@charterline/shared/schemas/profile';
import type { TDatabase } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { TRevocations } from '../../lib/revocations';
import { enqueueMail } from '../email';
import {
  useUpResetLinks,
  assertStrongPassword,
  hashPassword,
  verifyPassword,
  endOtherSessions,
} from '../auth';
import { findUser, updateUser } from './users.repository';

type TChangePasswordOptions = {
  db: TDatabase;
  revocations: Pick<TRevocations, 'endSessions'>;
  caller: { userId: string; sessionId: string | null };
  input: z.output<typeof ZChangePasswordRequest>;
  mail: { publicUrl: string; appName: string };
};

/**
 * A new password from the profile: the current one must be right and the new one hard to
 * guess. Every other session ends (its access tokens too); the caller's stays signed in.
 * Open reset links stop working, and the account's address is told.
 */
export const changePassword = async (options: TChangePasswordOptions): Promise<void> => {
  const { db, caller, input, mail } = options;
  const user = await findUser(db, caller.userId);
  if (!user) throw new AppError('UNAUTHORIZED');
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw new AppError('WRONG_CURRENT_PASSWORD', { field: 'currentPassword' });
  }
  assertStrongPassword(input.password, user);
  const passwordHash = await hashPassword(input.password);
  const ended = await db.transaction(async (tx) => {
    await updateUser(tx, user.id, { passwordHash, passwordChangedAt: new Date() });
    await useUpResetLinks(tx, user.id);
    await enqueueMail(tx, {
      kind: 'PASSWORD_CHANGED',
      recipient: user.email,
      subject: `Your ${mail.appName} password was changed`,
      textBody: [
        `Hello ${user.firstName},`,
        '',
        `The password of your ${mail.appName} account was changed from your profile, and`,
        'every other device was signed out.',
        '',
        'If it was not you, choose a new password now:',
        `${mail.publicUrl}/forgot-password`,
      ].join('\n'),
    });
    return endOtherSessions(tx, user.id, caller.sessionId);
  });
  await options.revocations.endSessions(ended);
};
