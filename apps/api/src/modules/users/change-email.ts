import type { z } from 'zod';
import type { ZEmailChangeRequest } from '@charterline/shared/schemas/profile';
import type { TDatabase } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { hashOpaqueToken, newOpaqueToken } from '../../lib/tokens';
import { withDuplicateEmailCheck, verifyPassword } from '../auth';
import { enqueueMail } from '../email';
import {
  emailIsTaken,
  findUser,
  insertEmailChangeLink,
  takeEmailChangeLink,
  updateUser,
  useUpEmailChangeLinks,
} from './users.repository';

const LINK_TTL_MS = 24 * 60 * 60_000;

type TMailOptions = { publicUrl: string; appName: string };
type TRequestEmailChangeOptions = {
  db: TDatabase;
  userId: string;
  input: z.output<typeof ZEmailChangeRequest>;
  mail: TMailOptions;
  now?: Date;
};

/**
 * Sends a confirmation link to the new address (24 hours, single use; a newer request
 * replaces it). The sign-in e-mail changes only when the link is opened.
 */
export const requestEmailChange = async (options: TRequestEmailChangeOptions): Promise<void> => {
  const { db, input, mail } = options;
  const user = await findUser(db, options.userId);
  if (!user) throw new AppError('UNAUTHORIZED');
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw new AppError('WRONG_CURRENT_PASSWORD', { field: 'currentPassword' });
  }
  if (input.email === user.email) throw new AppError('EMAIL_UNCHANGED', { field: 'email' });
  if (await emailIsTaken(db, input.email)) {
    throw new AppError('EMAIL_ALREADY_EXISTS', { field: 'email' });
  }
  const { token, hash } = newOpaqueToken();
  const now = options.now ?? new Date();
  const link = `${mail.publicUrl}/confirm-email?token=${encodeURIComponent(token)}`;
  await db.transaction(async (tx) => {
    await useUpEmailChangeLinks(tx, user.id);
    await insertEmailChangeLink(tx, {
      userId: user.id,
      newEmail: input.email,
      tokenHash: hash,
      expiresAt: new Date(now.getTime() + LINK_TTL_MS),
    });
    await enqueueMail(tx, {
      kind: 'EMAIL_CHANGE_CONFIRM',
      recipient: input.email,
      subject: `Confirm your new ${mail.appName} e-mail`,
      textBody: [
        `Hello ${user.firstName},`,
        '',
        `You asked to sign in to ${mail.appName} with this address. Confirm it here (the link`,
        'works once, for 24 hours):',
        link,
        '',
        `If it was not you, ignore this e-mail: the account keeps its address.`,
      ].join('\n'),
    });
  });
};

/**
 * Opens a confirmation link: the account's e-mail becomes the new address, and the old
 * address is told (with a way back in if it was not the owner). Needs no session: the link
 * may be opened on another device.
 */
export const confirmEmailChange = async (
  db: TDatabase,
  token: string,
  mail: TMailOptions,
): Promise<{ email: string }> => {
  const done = await withDuplicateEmailCheck(() =>
    db.transaction(async (tx) => {
      const link = await takeEmailChangeLink(tx, hashOpaqueToken(token));
      if (!link) return null;
      const before = await findUser(tx, link.userId);
      if (!before) return null;
      await updateUser(tx, link.userId, { email: link.newEmail });
      await enqueueMail(tx, {
        kind: 'EMAIL_CHANGED',
        recipient: before.email,
        subject: `Your ${mail.appName} e-mail was changed`,
        textBody: [
          `Hello ${before.firstName},`,
          '',
          `Your ${mail.appName} account now signs in with ${link.newEmail}; this address`,
          'no longer receives its e-mails.',
          '',
          'If it was not you, write to us at once from the support page:',
          `${mail.publicUrl}/dashboard/support`,
        ].join('\n'),
      });
      return { email: link.newEmail };
    }),
  );
  if (!done) throw new AppError('EMAIL_CHANGE_LINK_IS_NOT_VALID', { field: 'token' });
  return done;
};
