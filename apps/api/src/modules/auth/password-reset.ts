import { and, eq, gt, isNull } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import { passwordResetTokens, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { hashPassword } from '../../lib/passwords';
import { hashOpaqueToken, newOpaqueToken } from '../../lib/tokens';
import { enqueueMail } from '../mail/outbox.repository';
import { assertStrongPassword } from './accounts.service';
import { endAllSessions } from './sessions';

const RESET_TTL_MS = 60 * 60_000;

/**
 * Queues a reset link when the account exists; does the same amount of work either way so
 * the answer (always the same) says nothing about which e-mails have accounts.
 */
export const requestPasswordReset = async (
  db: TDatabase,
  email: string,
  options: { publicUrl: string; appName: string },
): Promise<void> => {
  const { token, hash } = newOpaqueToken();
  await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, firstName: users.firstName })
      .from(users)
      .where(eq(users.email, email));
    if (!user) return;
    await tx.insert(passwordResetTokens).values({
      userId: user.id,
      tokenHash: hash,
      expiresAt: new Date(Date.now() + RESET_TTL_MS),
    });
    const link = `${options.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
    await enqueueMail(tx, {
      kind: 'PASSWORD_RESET',
      recipient: email,
      subject: `Reset your ${options.appName} password`,
      textBody: [
        `Hello ${user.firstName},`,
        '',
        `Someone asked to reset the password of your ${options.appName} account.`,
        `Choose a new password here (the link works once, for one hour):`,
        link,
        '',
        'If it was not you, ignore this e-mail: your password stays as it is.',
      ].join('\n'),
    });
  });
};

/**
 * Sets a new password with a valid reset token, uses up that token and every other open link
 * of the user, and ends every session.
 */
export const resetPassword = async (
  db: TDatabase,
  input: { token: string; password: string },
): Promise<void> => {
  assertStrongPassword(input.password);
  const passwordHash = await hashPassword(input.password);
  const done = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashOpaqueToken(input.token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, new Date()),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (!row) return false;
    const now = new Date();
    await tx
      .update(users)
      .set({ passwordHash, passwordChangedAt: now, updatedAt: now })
      .where(eq(users.id, row.userId));
    // Every other link of the user goes with this one (issue 15: an older mail still reset).
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, row.userId), isNull(passwordResetTokens.usedAt)));
    await endAllSessions(tx, row.userId);
    return true;
  });
  if (!done) throw new AppError('PASSWORD_RESET_LINK_IS_NOT_VALID', { field: 'token' });
};
