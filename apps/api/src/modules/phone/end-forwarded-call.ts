import { eq } from 'drizzle-orm';
import { PHONE_FORWARD_MINUTE_PRICE } from '@charterline/shared/schemas/phone-line';
import type { TDatabase } from '../../db/client';
import { phoneCalls } from '../../db/schema';
import { addCredit } from './phone-lines.repository';

/** Twilio's DialCallStatus values where the forwarded phone never took the call. */
const NOT_ANSWERED = new Set(['no-answer', 'busy', 'failed', 'canceled']);

export type TForwardEnd = {
  outcome: 'forwarded' | 'missed' | 'unknown-call' | 'not-forwarded';
  durationSeconds: number;
  /** Cents taken from the credit by this call (0 when it was taken before, or not answered). */
  charged: number;
};

/** The price of a forwarded call: PHONE_FORWARD_MINUTE_PRICE per started minute. */
export const forwardedCallPrice = (seconds: number): number =>
  Math.ceil(Math.max(0, seconds) / 60) * PHONE_FORWARD_MINUTE_PRICE;

/**
 * A forwarded call ended (Twilio's <Dial action> callback, or `npm run ops -- call --minutes`):
 * not answered → `missed` (no voicemail in this version), answered → its length, and its
 * price taken from the credit once, as the entry `call:<providerRef>` (a repeated callback
 * takes nothing more). The credit may go below zero by this one call; forwarding stops
 * while it is 0 or less (answerCall).
 */
export const endForwardedCall = async (
  db: TDatabase,
  input: { providerRef: string; status: string; seconds: number },
): Promise<TForwardEnd> =>
  db.transaction(async (tx) => {
    const [call] = await tx
      .select()
      .from(phoneCalls)
      .where(eq(phoneCalls.providerRef, input.providerRef))
      .for('update');
    if (!call) return { outcome: 'unknown-call', durationSeconds: 0, charged: 0 };
    if (call.outcome !== 'forwarded') {
      return { outcome: 'not-forwarded', durationSeconds: call.durationSeconds, charged: 0 };
    }
    if (NOT_ANSWERED.has(input.status)) {
      await tx.update(phoneCalls).set({ outcome: 'missed' }).where(eq(phoneCalls.id, call.id));
      return { outcome: 'missed', durationSeconds: 0, charged: 0 };
    }
    const seconds = Math.max(0, Math.floor(input.seconds));
    await tx.update(phoneCalls).set({ durationSeconds: seconds }).where(eq(phoneCalls.id, call.id));
    const price = forwardedCallPrice(seconds);
    const charged =
      price > 0 &&
      (await addCredit(tx, {
        lineId: call.lineId,
        amount: -price,
        reason: 'forwarded call',
        reference: `call:${input.providerRef}`,
      }));
    return { outcome: 'forwarded', durationSeconds: seconds, charged: charged ? price : 0 };
  });
