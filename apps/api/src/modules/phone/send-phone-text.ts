import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { formatMinor } from '@charterline/shared/rules/invoice-totals';
import type { TPhoneLine, TPhoneSendText } from '@charterline/shared/schemas/phone-line';
import type { TDatabase } from '../../db/client';
import { phoneLines, phoneMessages } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { mailCompany } from '../mailbox';
import { type TCompanyCaller } from '../../lib/http/caller';
import { addCredit, lockActiveLine, takeCredit } from './phone-lines.repository';
import { allowedRateOf, textCost, type TPhoneAllowed } from './phone-rates';
import { toPhoneLine } from './phone-view';
import type { TPhoneGateway } from './provider/types';

const parts = (n: number) => (n === 1 ? '1 part' : `${n} parts`);

/**
 * A text from the company's number (decisions 0157, 0176), to an allowed country only
 * (PHONE_DESTINATION_NOT_ALLOWED on `to`). Its price, segments × the destination's rate, is
 * held from the credit first, in one conditional update (PHONE_CREDIT_TOO_LOW when short:
 * parallel sends cannot all pass); then the provider sends it. Settled when sent: when the
 * provider counted fewer segments, the difference is given back; released when it fails.
 * A sent text is stored (direction `outbound`, read) and listed with the received ones; the
 * answer is the line.
 */
export const sendPhoneText = async (
  db: TDatabase,
  provider: TPhoneGateway,
  allowed: TPhoneAllowed,
  caller: TCompanyCaller,
  text: TPhoneSendText,
): Promise<TPhoneLine> => {
  const company = await mailCompany(db, caller);
  const rate = allowedRateOf(allowed, text.to, 'to');
  const cost = textCost(text.body, rate);
  const attempt = randomUUID();
  const line = await db.transaction(async (tx) => {
    const locked = await lockActiveLine(tx, company.id);
    if (!locked) throw new AppError('PHONE_LINE_NOT_ACTIVE');
    const held = await takeCredit(tx, {
      lineId: locked.id,
      amount: cost.price,
      reason: cost.segments === 1 ? 'text' : `text (${parts(cost.segments)})`,
      reference: `text:${attempt}`,
    });
    if (!held) {
      throw new AppError('PHONE_CREDIT_TOO_LOW', {
        message: `This text costs ${formatMinor(cost.price, 'USD')} (${parts(cost.segments)}); your credit is ${formatMinor(locked.creditBalance, 'USD')}. Add credit or shorten it.`,
      });
    }
    return locked;
  });
  let sent: { providerRef: string; segments?: number | undefined };
  try {
    sent = await provider.sendText({ from: line.number, to: text.to, body: text.body });
  } catch (error) {
    await addCredit(db, {
      lineId: line.id,
      amount: cost.price,
      reason: 'text not sent',
      reference: `text-refund:${attempt}`,
    });
    throw error;
  }
  const counted = sent.segments;
  if (counted !== undefined && counted >= 1 && counted < cost.segments) {
    await addCredit(db, {
      lineId: line.id,
      amount: (cost.segments - counted) * rate.text,
      reason: `text sent in ${parts(counted)}`,
      reference: `text-settle:${attempt}`,
    });
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
