import { eq } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import { phoneCalls, phoneLines } from '../../db/schema';
import { addCredit, creditEntryAmount } from './phone-lines.repository';
import { forwardedCallPrice, rateOf, type TPhoneAllowed } from './phone-rates';
import { callHoldReference } from './receive-call';

/** Twilio's DialCallStatus values where the forwarded phone never took the call. */
const NOT_ANSWERED = new Set(['no-answer', 'busy', 'failed', 'canceled']);

export type TForwardEnd = {
  outcome: 'forwarded' | 'missed' | 'unknown-call' | 'not-forwarded';
  durationSeconds: number;
  /** Cents this call cost (0 when settled before, or not answered). */
  charged: number;
};

/**
 * A forwarded call ended (Twilio's <Dial action> callback, or `npm run ops -- call --minutes`):
 * its hold (answerCall) is settled once, as the entry `call:<providerRef>` (a repeated callback
 * changes nothing). Not answered → `missed` (no voicemail in this version), the hold given back
 * whole; answered → its length, and its price (the destination's rate per started minute, never
 * more than was held: the dial's timeLimit stops it there) kept, the rest given back. The credit
 * never goes below zero. A call forwarded before holds existed is charged what the credit has,
 * at most.
 */
export const endForwardedCall = async (
  db: TDatabase,
  allowed: TPhoneAllowed,
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
    const [line] = await tx
      .select()
      .from(phoneLines)
      .where(eq(phoneLines.id, call.lineId))
      .for('update');
    const held = -(
      (await creditEntryAmount(tx, call.lineId, callHoldReference(call.providerRef))) ?? 0
    );
    const answered = !NOT_ANSWERED.has(input.status);
    const seconds = answered ? Math.max(0, Math.floor(input.seconds)) : 0;
    const rate = line?.forwardTo ? rateOf(allowed, line.forwardTo) : null;
    const price = rate ? forwardedCallPrice(seconds, rate) : held;
    const settle = (amount: number, reason: string) =>
      addCredit(tx, {
        lineId: call.lineId,
        amount,
        reason,
        reference: `call:${input.providerRef}`,
      });
    if (!answered) {
      await tx.update(phoneCalls).set({ outcome: 'missed' }).where(eq(phoneCalls.id, call.id));
      if (held > 0) await settle(held, 'forwarded call not answered');
      return { outcome: 'missed', durationSeconds: 0, charged: 0 };
    }
    await tx.update(phoneCalls).set({ durationSeconds: seconds }).where(eq(phoneCalls.id, call.id));
    // Before holds (decision 0176) a call held nothing: it takes what is left, at most.
    const cost =
      held > 0 ? Math.min(price, held) : Math.min(price, Math.max(0, line?.creditBalance ?? 0));
    const booked =
      held > 0
        ? await settle(held - cost, 'forwarded call')
        : cost > 0 && (await settle(-cost, 'forwarded call'));
    return { outcome: 'forwarded', durationSeconds: seconds, charged: booked ? cost : 0 };
  });
