import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  PHONE_TEXT_PRICE,
  type TPhoneLine,
  type TPhoneSendText,
} from '@charterline/shared/schemas/phone-line';
import type { TDatabase } from '../../db/client';
import { phoneLines, phoneMessages } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { mailCompany, type TMailCaller } from '../mailbox/mailbox-company';
import { addCredit, lockActiveLine } from './phone-lines.repository';
import { toPhoneLine } from './phone-view';
import type { TPhoneGateway } from './provider/types';

/**
 * A text from the company's number (decision 0157): PHONE_TEXT_PRICE is taken from the
 * credit first (PHONE_CREDIT_TOO_LOW when short), then the provider sends it; when the
 * provider fails, the price is given back and the failure answered. A sent text is stored
 * (direction `outbound`, read) and listed with the received ones; the answer is the line.
 */
export const sendPhoneText = async (
  db: TDatabase,
  provider: TPhoneGateway,
  caller: TMailCaller,
  text: TPhoneSendText,
): Promise<TPhoneLine> => {
  const company = await mailCompany(db, caller);
  const attempt = randomUUID();
  const line = await db.transaction(async (tx) => {
    const locked = await lockActiveLine(tx, company.id);
    if (!locked) throw new AppError('PHONE_LINE_NOT_ACTIVE');
    if (locked.creditBalance < PHONE_TEXT_PRICE) throw new AppError('PHONE_CREDIT_TOO_LOW');
    await addCredit(tx, {
      lineId: locked.id,
      amount: -PHONE_TEXT_PRICE,
      reason: 'text',
      reference: `text:${attempt}`,
    });
    return locked;
  });
  let sent: { providerRef: string };
  try {
    sent = await provider.sendText({ from: line.number, to: text.to, body: text.body });
  } catch (error) {
    await addCredit(db, {
      lineId: line.id,
      amount: PHONE_TEXT_PRICE,
      reason: 'text not sent',
      reference: `text-refund:${attempt}`,
    });
    throw error;
  }
  // Listed with the texts received (read already: only inbound texts count as unread).
  await db
    .insert(phoneMessages)
    .values({
      lineId: line.id,
      companyId: line.companyId,
      providerRef: sent.providerRef,
      direction: 'outbound',
      from: line.number,
      to: text.to,
      body: text.body,
      code: null,
      readAt: new Date(),
    })
    .onConflictDoNothing();
  const [row] = await db.select().from(phoneLines).where(eq(phoneLines.id, line.id));
  return toPhoneLine(row ?? line);
};
