import { toE164 } from '@charterline/shared/schemas/phone';
import { findVerificationCode } from '@charterline/shared/rules/verification-code';
import type { TDatabase } from '../../db/client';
import { phoneMessages } from '../../db/schema';
import { phoneTextMail } from '../email';
import { findActiveLineByNumber } from './phone-lines.repository';
import { notifyCompany } from '../companies';

/** A number as a provider or staff write it, in E.164 when it is one (short codes stay). */
export const normalNumber = (value: string): string => toE164(value, 'US') ?? value.trim();

export type TInboundText = { to: string; from: string; body: string; providerRef: string };

/**
 * An inbound text (Twilio's webhook or `npm run ops -- sms`): stored on the active line of
 * the number with the one-time code it holds, PHONE_TEXT_RECEIVED, and its e-mail when the
 * line wants one. Once per provider id; a number with no active line stores nothing.
 */
export const receiveText = async (
  db: TDatabase,
  text: TInboundText,
): Promise<{
  outcome: 'stored' | 'duplicate' | 'unknown-number';
  id?: string;
  code?: string | null;
}> => {
  const line = await findActiveLineByNumber(db, normalNumber(text.to));
  if (!line) return { outcome: 'unknown-number' };
  const from = normalNumber(text.from);
  const code = findVerificationCode(text.body);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(phoneMessages)
      .values({
        lineId: line.id,
        companyId: line.companyId,
        providerRef: text.providerRef,
        from,
        body: text.body,
        code,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) return { outcome: 'duplicate' as const };
    await notifyCompany(tx, {
      companyId: line.companyId,
      kind: 'PHONE_TEXT_RECEIVED',
      topic: 'phone',
      data: { messageId: row.id, from },
      ...(line.notifyByEmail
        ? { mail: (to) => phoneTextMail({ ...to, from, body: text.body, code }) }
        : {}),
    });
    return { outcome: 'stored' as const, id: row.id, code };
  });
};
