import { randomUUID } from 'node:crypto';
import type { TDatabase } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { endForwardedCall } from './end-forwarded-call';
import type { TPhoneAllowed } from './phone-rates';
import { answerCall, recordVoicemail } from './receive-call';
import { receiveText } from './receive-text';

const unknown = (to: string) =>
  new AppError('NOT_FOUND', { field: 'to', message: `No active line has the number ${to}.` });

/** `npm run ops -- sms`: an inbound text delivered as the local provider's webhook would. */
export const deliverLocalText = async (
  db: TDatabase,
  input: { to: string; from: string; body: string },
) => {
  const result = await receiveText(db, { ...input, providerRef: `local-sms-${randomUUID()}` });
  if (result.outcome !== 'stored' || !result.id) throw unknown(input.to);
  return { id: result.id, code: result.code ?? null };
};

/**
 * `npm run ops -- call`: forwarded when the line forwards (to an allowed country, with credit
 * for a minute) — lasting `forwardedMinutes` (settled as Twilio's dial callback is, at most
 * the minutes held) when given — else a voicemail of
 * `voicemailSeconds` (with its transcript), else a missed call.
 */
export const deliverLocalCall = async (
  db: TDatabase,
  allowed: TPhoneAllowed,
  input: {
    to: string;
    from: string;
    voicemailSeconds?: number | undefined;
    transcript?: string | undefined;
    forwardedMinutes?: number | undefined;
  },
) => {
  const providerRef = `local-call-${randomUUID()}`;
  const answer = await answerCall(db, allowed, { to: input.to, from: input.from, providerRef });
  if (answer.kind === 'unknown-number' || !answer.callId) throw unknown(input.to);
  if (answer.kind === 'forward') {
    if (input.forwardedMinutes === undefined) {
      return { id: answer.callId, outcome: 'forwarded' as const, durationSeconds: 0, charged: 0 };
    }
    // As Twilio's <Dial action> would say it: answered for M minutes, or not answered.
    const ended = await endForwardedCall(db, allowed, {
      providerRef,
      status: input.forwardedMinutes > 0 ? 'completed' : 'no-answer',
      seconds: input.forwardedMinutes * 60,
    });
    const outcome = ended.outcome === 'missed' ? ('missed' as const) : ('forwarded' as const);
    return {
      id: answer.callId,
      outcome,
      durationSeconds: ended.durationSeconds,
      charged: ended.charged,
    };
  }
  const seconds = input.voicemailSeconds ?? 0;
  if (seconds <= 0) {
    return { id: answer.callId, outcome: 'missed' as const, durationSeconds: 0, charged: 0 };
  }
  await recordVoicemail(db, {
    providerRef,
    seconds,
    transcript: input.transcript?.trim() || null,
    recordingUrl: null,
  });
  return { id: answer.callId, outcome: 'voicemail' as const, durationSeconds: seconds, charged: 0 };
};
