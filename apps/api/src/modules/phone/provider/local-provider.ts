import { randomUUID } from 'node:crypto';
import type { TDbExecutor } from '../../../db/client';
import { activeNumbersLike } from '../phone-lines.repository';
import { PhoneProviderError, type TPhoneGateway } from './types';

/** The reserved fiction range: (area) 555-0100 … 555-0199 (never a real subscriber). */
const FIRST = 100;
const LAST = 199;

/**
 * PHONE_PROVIDER=local (decision 0157): numbers from 555-0100…0199 in the area code (307 by
 * default), the first not held by an active line; texts are recorded and succeed; inbound
 * texts and calls come from `npm run ops -- sms|call`, so webhooks are never valid.
 */
export const createLocalPhoneProvider = (db: TDbExecutor, areaCode = '307'): TPhoneGateway => ({
  name: 'local',
  acquireNumber: async () => {
    const prefix = `+1${areaCode}555`;
    const taken = await activeNumbersLike(db, prefix);
    for (let n = FIRST; n <= LAST; n += 1) {
      const number = `${prefix}0${n}`;
      if (!taken.has(number)) return { number, providerRef: `local-${number}` };
    }
    throw new PhoneProviderError(
      `No local number is free: all of ${prefix}0100…0199 are held by active lines.`,
    );
  },
  releaseNumber: async () => undefined,
  sendText: async () => ({ providerRef: `local-sms-${randomUUID()}` }),
  verifyWebhook: () => false,
  // No call is ever connected here: a call `npm run ops -- call` left open was never answered.
  forwardedCallEnd: async () => ({ kind: 'ended', status: 'no-answer', seconds: 0 }),
  fetchRecording: async () => null,
});
