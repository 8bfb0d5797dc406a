import { and, eq, gt, isNull } from 'drizzle-orm';
import type { TDatabase, TDbExecutor } from '../../db/client';
import { outbox, passwordResetTokens, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { TRevocations } from '../../lib/revocations';
import { assertStrongPassword, hashPassword } from './passwords';
import { hashOpaqueToken, newOpaqueToken } from '../../lib/tokens';
import { enqueueMail } from '../email';
import { revokeUserTokens } from './sessions';

const RESET_TTL_MS = 60 * 60_000;

/** The outbox kind of a forgot-password request, turned into a mail (or not) by the worker. */
export const RESET_REQUEST_KIND = 'PASSWORD_RESET_REQUEST';
type TResetOptions = { publicUrl: string; appName: string };

/**
 * Queues the request and nothing else: the same one insert whether or not the account
 * exists (issue 15: looking the account up and writing its link made known addresses
 * slower). The outbox worker makes the link for an account that exists (`sendResetLinks`).
 */
export const requestPasswordReset = async (
  db: TDbExecutor,
  email: string,
  options: TResetOptions,
): Promise<void> => {
  await enqueueMail(db, {
    kind: RESET_REQUEST_KIND,
    recipient: email,
    subject: `Reset your ${options.appName} password`,
    textBody: JSON.stringify(options),
  });
};

const optionsOf = (text: string): TResetOptions | null => {
  try {
    const value = JSON.parse(text) as Partial<TResetOptions>;
    return typeof value.publicUrl === 'string' && typeof value.appName === 'string'
      ? { publicUrl: value.publicUrl, appName: value.appName }
      : null;
  } catch {
    return null;
  }
};

/** The worker's half: a reset token and its mail for each queued request whose account exists. */
export const sendResetLinks = async (tx: TDbExecutor, batch: number): Promise<void> => {
  const requests = await tx
    .select()
    .from(outbox)
    .where(and(eq(outbox.kind, RESET_REQUEST_KIND), isNull(outbox.sentAt)))
    .orderBy(outbox.createdAt)
    .limit(batch)
    .for('update', { skipLocked: true });
  for (const request of requests) {
    const options = optionsOf(request.textBody);
    const [user] = await tx
      .select({ id: users.id, firstName: users.firstName })
      .from(users)
      .where(eq(users.email, request.recipient));
    if (user && options) await queueResetMail(tx, user, request.recipient, options);
    await tx.update(outbox).set({ sentAt: new Date() }).where(eq(outbox.id, request.id));
  }
};

const queueResetMail = async (
  tx: TDbExecutor,
  user: { id: string; firstName: string },
  email: string,
  options: TResetOptions,
): Promise<void> => {
  const { token, hash } = newOpaqueToken();
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
};

/** Every open reset link of the user stops working (a new password was set). */
export const useUpResetLinks = async (tx: TDbExecutor, userId: string): Promise<void> => {
  await tx
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
};

const openLink = (token: string) =>
  and(
    eq(passwordResetTokens.tokenHash, hashOpaqueToken(token)),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, new Date()),
  );

/** Whether a reset link still works, without using it (the page asks when it opens). */
export const checkResetToken = async (db: TDbExecutor, token: string): Promise<void> => {
  const [row] = await db
    .select({ id: passwordResetTokens.id })
    .from(passwordResetTokens)
    .where(openLink(token));
  if (!row) throw new AppError('PASSWORD_RESET_LINK_IS_NOT_VALID', { field: 'token' });
};

/**
 * Sets a new password with a valid reset token, uses up that token and every other open link
 * of the user, and revokes all of the user's tokens (sessions and access tokens).
 */
export const resetPassword = async (
  db: TDatabase,
  revocations: Pick<TRevocations, 'revokeUser'>,
  input: { token: string; password: string },
): Promise<void> => {
  const passwordHash = await hashPassword(input.password);
  const done = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(openLink(input.token))
      .returning({ userId: passwordResetTokens.userId });
    if (!row) return null;
    const [owner] = await tx.select().from(users).where(eq(users.id, row.userId));
    // A guessable password throws, and the transaction gives the link back.
    if (owner) assertStrongPassword(input.password, owner);
    const now = new Date();
    await tx
      .update(users)
      .set({ passwordHash, passwordChangedAt: now, updatedAt: now })
      .where(eq(users.id, row.userId));
    // Every other link of the user goes with this one (issue 15: an older mail still reset).
    await useUpResetLinks(tx, row.userId);
    return { userId: row.userId, validAfter: await revokeUserTokens(tx, row.userId) };
  });
  if (!done) throw new AppError('PASSWORD_RESET_LINK_IS_NOT_VALID', { field: 'token' });
  await revocations.revokeUser(done.userId, done.validAfter);
};
