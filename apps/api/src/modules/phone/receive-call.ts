import { and, eq, ne } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import { phoneCalls, phoneLines } from '../../db/schema';
import { phoneVoicemailMail } from '../email';
import { AppError } from '../../lib/app-error';
import {
  creditEntryAmount,
  lockActiveLineByNumber,
  takeCredit,
  type TPhoneLineRow,
} from './phone-lines.repository';
import { minutesCovered, rateOf, type TPhoneAllowed } from './phone-rates';
import { notifyCompany } from '../companies';
import { normalNumber } from './receive-text';

export type TCallAnswer =
  | { kind: 'unknown-number' }
  | {
      kind: 'forward';
      forwardTo: string;
      line: TPhoneLineRow;
      callId: string | null;
      /** The dial's timeLimit: the minutes of credit held for this call. */
      timeLimitSeconds: number;
    }
  | { kind: 'voicemail'; line: TPhoneLineRow; callId: string | null };

/** The credit entry that holds a forwarded call's minutes (settled by endForwardedCall). */
export const callHoldReference = (providerRef: string) => `call-hold:${providerRef}`;

/**
 * An inbound call (decision 0176): forwarded when the line has a forwarding number in an
 * allowed country and credit for at least one minute there; the minutes the credit covers (at
 * most PHONE_FORWARD_MAX_MINUTES) are held from it at once, with the line locked (parallel
 * calls share the credit, never spend it twice), and become the dial's time limit. Else offered
 * voicemail (stored as `missed` until a recording arrives). Once per provider id: a repeated
 * webhook is answered as the first one and holds nothing more.
 */
export const answerCall = async (
  db: TDatabase,
  allowed: TPhoneAllowed,
  call: { to: string; from: string; providerRef: string },
): Promise<TCallAnswer> =>
  db.transaction(async (tx) => {
    const line = await lockActiveLineByNumber(tx, normalNumber(call.to));
    if (!line) return { kind: 'unknown-number' } as const;
    const rate = line.forwardTo ? rateOf(allowed, line.forwardTo) : null;
    const minutes = rate ? minutesCovered(line.creditBalance, rate) : 0;
    const forwardTo = line.forwardTo && rate && minutes >= 1 ? line.forwardTo : null;
    const [row] = await tx
      .insert(phoneCalls)
      .values({
        lineId: line.id,
        companyId: line.companyId,
        providerRef: call.providerRef,
        from: normalNumber(call.from),
        outcome: forwardTo ? 'forwarded' : 'missed',
      })
      .onConflictDoNothing()
      .returning({ id: phoneCalls.id });
    const reference = callHoldReference(call.providerRef);
    if (!row) {
      // The same call again: forwarded as before while its hold stands, else voicemail.
      const held = -((await creditEntryAmount(tx, line.id, reference)) ?? 0);
      return held > 0 && line.forwardTo && rate
        ? {
            kind: 'forward',
            forwardTo: line.forwardTo,
            line,
            callId: null,
            timeLimitSeconds: Math.max(1, Math.floor(held / rate.minute)) * 60,
          }
        : { kind: 'voicemail', line, callId: null };
    }
    if (!forwardTo || !rate) return { kind: 'voicemail', line, callId: row.id };
    const held = await takeCredit(tx, {
      lineId: line.id,
      amount: minutes * rate.minute,
      reason: `forwarded call (${minutes} min held)`,
      reference,
    });
    if (!held) throw new AppError('PHONE_CREDIT_TOO_LOW');
    return { kind: 'forward', forwardTo, line, callId: row.id, timeLimitSeconds: minutes * 60 };
  });

/**
 * The caller left a voicemail (Twilio's recording callback or `npm run ops -- call
 * --voicemail`): the call becomes a voicemail with its length, transcript and recording,
 * PHONE_VOICEMAIL and its e-mail — once (a repeated callback changes nothing).
 */
export const recordVoicemail = async (
  db: TDatabase,
  input: {
    providerRef: string;
    seconds: number;
    transcript: string | null;
    recordingUrl: string | null;
  },
): Promise<'recorded' | 'duplicate' | 'empty' | 'unknown-call'> =>
  db.transaction(async (tx) => {
    // Twilio's transcription arrives in a callback of its own, after the recording's.
    if (input.transcript) {
      await tx
        .update(phoneCalls)
        .set({ transcript: input.transcript })
        .where(
          and(eq(phoneCalls.providerRef, input.providerRef), eq(phoneCalls.outcome, 'voicemail')),
        );
    }
    if (input.seconds <= 0 && !input.recordingUrl) return 'empty';
    const [call] = await tx
      .update(phoneCalls)
      .set({
        outcome: 'voicemail',
        durationSeconds: input.seconds,
        ...(input.transcript ? { transcript: input.transcript } : {}),
        recordingUrl: input.recordingUrl,
      })
      .where(
        and(eq(phoneCalls.providerRef, input.providerRef), ne(phoneCalls.outcome, 'voicemail')),
      )
      .returning();
    if (!call) {
      const [known] = await tx
        .select({ id: phoneCalls.id })
        .from(phoneCalls)
        .where(eq(phoneCalls.providerRef, input.providerRef));
      return known ? 'duplicate' : 'unknown-call';
    }
    const [line] = await tx.select().from(phoneLines).where(eq(phoneLines.id, call.lineId));
    await notifyCompany(tx, {
      companyId: call.companyId,
      kind: 'PHONE_VOICEMAIL',
      topic: 'phone',
      data: { callId: call.id, from: call.from, seconds: input.seconds },
      ...(line?.notifyByEmail
        ? {
            mail: (to) =>
              phoneVoicemailMail({
                ...to,
                from: call.from,
                seconds: input.seconds,
                transcript: input.transcript,
              }),
          }
        : {}),
    });
    return 'recorded';
  });
