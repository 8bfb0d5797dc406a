import { and, eq, ne } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import { phoneCalls, phoneLines } from '../../db/schema';
import { phoneVoicemailMail } from '../mail/templates/phone-mails';
import { findActiveLineByNumber, type TPhoneLineRow } from './phone-lines.repository';
import { notifyCompany } from '../companies/notify-company';
import { normalNumber } from './receive-text';

export type TCallAnswer =
  | { kind: 'unknown-number' }
  | { kind: 'forward'; forwardTo: string; line: TPhoneLineRow; callId: string | null }
  | { kind: 'voicemail'; line: TPhoneLineRow; callId: string | null };

/**
 * An inbound call: forwarded when the line has a forwarding number and credit left, else
 * offered voicemail (stored as `missed` until a recording arrives). Once per provider id.
 */
export const answerCall = async (
  db: TDatabase,
  call: { to: string; from: string; providerRef: string },
): Promise<TCallAnswer> => {
  const line = await findActiveLineByNumber(db, normalNumber(call.to));
  if (!line) return { kind: 'unknown-number' };
  const forward = line.forwardTo && line.creditBalance > 0 ? line.forwardTo : null;
  const [row] = await db
    .insert(phoneCalls)
    .values({
      lineId: line.id,
      companyId: line.companyId,
      providerRef: call.providerRef,
      from: normalNumber(call.from),
      outcome: forward ? 'forwarded' : 'missed',
    })
    .onConflictDoNothing()
    .returning({ id: phoneCalls.id });
  const callId = row?.id ?? null;
  return forward
    ? { kind: 'forward', forwardTo: forward, line, callId }
    : { kind: 'voicemail', line, callId };
};

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
