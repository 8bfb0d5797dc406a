import { eq } from 'drizzle-orm';
import type { TPhoneLine, TPhoneLinePatch } from '@charterline/shared/schemas/phone-line';
import type { TDbExecutor } from '../../db/client';
import { phoneLines } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { TCompanyCaller } from '../../lib/http/caller';
import { allowedRateOf, type TPhoneAllowed } from './phone-rates';
import { toPhoneLine } from './phone-view';
import { activePhoneLine } from './read-phone';

/**
 * The forwarding number (never the line itself; only in an allowed country, else
 * PHONE_DESTINATION_NOT_ALLOWED on `forwardTo`) and the e-mail setting.
 */
export const changePhoneLine = async (
  db: TDbExecutor,
  allowed: TPhoneAllowed,
  caller: TCompanyCaller,
  patch: TPhoneLinePatch,
): Promise<TPhoneLine> => {
  const line = await activePhoneLine(db, caller);
  if (patch.forwardTo && patch.forwardTo === line.number) {
    throw new AppError('PHONE_FORWARD_TO_SELF', { field: 'forwardTo' });
  }
  if (patch.forwardTo) allowedRateOf(allowed, patch.forwardTo, 'forwardTo');
  const [row] = await db
    .update(phoneLines)
    .set({
      ...(patch.forwardTo === undefined ? {} : { forwardTo: patch.forwardTo }),
      ...(patch.notifyByEmail === undefined ? {} : { notifyByEmail: patch.notifyByEmail }),
    })
    .where(eq(phoneLines.id, line.id))
    .returning();
  return toPhoneLine(row ?? line);
};
