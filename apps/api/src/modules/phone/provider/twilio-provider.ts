import { AppError } from '../../../lib/app-error';
import { isValidTwilioSignature } from './twilio-signature';
import { PhoneProviderError, type TPhoneGateway } from './types';

export type TTwilioConfig = {
  accountSid: string;
  authToken: string;
  /** TWILIO_API_BASE (tests: a local stand-in), else https://api.twilio.com. */
  apiBase: string;
  /** PUBLIC_URL: the webhooks Twilio is told to call. */
  publicUrl: string;
  areaCode: string | undefined;
  timeoutMs: number;
};

type TJson = Record<string, unknown>;

/** Twilio call statuses of a call not over yet. */
const RUNNING = new Set(['queued', 'initiated', 'ringing', 'in-progress']);

/**
 * PHONE_PROVIDER=twilio (decision 0157): Twilio's REST API with fetch, basic auth SID:token
 * and a timeout per call. Unreachable or failing on its side is a PhoneProviderError (the
 * job retries) or, for a customer's text, SERVICE_UNAVAILABLE.
 */
export const createTwilioPhoneProvider = (config: TTwilioConfig): TPhoneGateway => {
  const account = `${config.apiBase.replace(/\/$/, '')}/2010-04-01/Accounts/${config.accountSid}`;
  const auth = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`;
  const call = async (method: string, url: string, form?: Record<string, string>) => {
    let res: Response;
    try {
      res = await fetch(url, {
        method,
        headers: {
          authorization: auth,
          accept: 'application/json',
          ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
        body: form ? new URLSearchParams(form).toString() : undefined,
        signal: AbortSignal.timeout(config.timeoutMs),
      });
    } catch (cause) {
      throw new PhoneProviderError('Twilio is not answering.', { cause });
    }
    const json = (await res.json().catch(() => ({}))) as TJson;
    if (!res.ok) {
      const message = typeof json.message === 'string' ? json.message : `status ${res.status}`;
      throw new PhoneProviderError(`Twilio refused ${method} ${new URL(url).pathname}: ${message}`);
    }
    return json;
  };
  const search = async (areaCode: string | undefined): Promise<string | null> => {
    const query = new URLSearchParams({ SmsEnabled: 'true', VoiceEnabled: 'true', PageSize: '1' });
    if (areaCode) query.set('AreaCode', areaCode);
    const found = await call('GET', `${account}/AvailablePhoneNumbers/US/Local.json?${query}`);
    const list = Array.isArray(found.available_phone_numbers) ? found.available_phone_numbers : [];
    const first = list[0] as TJson | undefined;
    return typeof first?.phone_number === 'string' ? first.phone_number : null;
  };
  const hook = (kind: string) => `${config.publicUrl}/api/webhooks/twilio/${kind}`;
  return {
    name: 'twilio',
    acquireNumber: async ({ companyId }) => {
      // The area code first (TWILIO_AREA_CODE), then any US local number.
      const number = (await search(config.areaCode)) ?? (await search(undefined));
      if (!number) throw new PhoneProviderError('Twilio has no US number available right now.');
      const bought = await call('POST', `${account}/IncomingPhoneNumbers.json`, {
        PhoneNumber: number,
        SmsUrl: hook('sms'),
        SmsMethod: 'POST',
        VoiceUrl: hook('voice'),
        VoiceMethod: 'POST',
        FriendlyName: `Charterline ${companyId}`,
      });
      if (typeof bought.sid !== 'string') throw new PhoneProviderError('Twilio answered no sid.');
      return {
        number: typeof bought.phone_number === 'string' ? bought.phone_number : number,
        providerRef: bought.sid,
      };
    },
    releaseNumber: async (providerRef) => {
      await call(
        'DELETE',
        `${account}/IncomingPhoneNumbers/${encodeURIComponent(providerRef)}.json`,
      );
    },
    sendText: async ({ from, to, body }) => {
      try {
        const sent = await call('POST', `${account}/Messages.json`, {
          From: from,
          To: to,
          Body: body,
        });
        if (typeof sent.sid !== 'string') throw new PhoneProviderError('Twilio answered no sid.');
        // Twilio's Message resource counts the segments it will send (a string, "24").
        const segments = Number.parseInt(String(sent.num_segments ?? ''), 10);
        return {
          providerRef: sent.sid,
          segments: Number.isInteger(segments) && segments > 0 ? segments : undefined,
        };
      } catch (error) {
        if (!(error instanceof PhoneProviderError)) throw error;
        throw new AppError('SERVICE_UNAVAILABLE', {
          message: 'The text could not be sent. Please try again in a moment.',
          cause: error,
        });
      }
    },
    verifyWebhook: (url, params, signature) =>
      isValidTwilioSignature(config.authToken, url, params, signature),
    forwardedCallEnd: async (callRef) => {
      // The forwarded leg is the child call <Dial> made; none: the dial never got that far.
      const ref = encodeURIComponent(callRef);
      const children = await call('GET', `${account}/Calls.json?ParentCallSid=${ref}&PageSize=20`);
      const legs = (Array.isArray(children.calls) ? children.calls : []) as TJson[];
      const leg = legs[0];
      if (!leg) {
        const parent = await call('GET', `${account}/Calls/${ref}.json`).catch((error: unknown) => {
          if (error instanceof PhoneProviderError && /status 404|not found/i.test(error.message)) {
            return null;
          }
          throw error;
        });
        if (!parent) return { kind: 'unknown' };
        return RUNNING.has(String(parent.status))
          ? { kind: 'running' }
          : { kind: 'ended', status: 'no-answer', seconds: 0 };
      }
      const status = String(leg.status);
      if (RUNNING.has(status)) return { kind: 'running' };
      const seconds = status === 'completed' ? Math.max(0, Number(leg.duration) || 0) : 0;
      return { kind: 'ended', status, seconds };
    },
    fetchRecording: async (recordingUrl) => {
      // Only Twilio's own recordings are fetched with the account's credentials.
      const allowed = new URL(config.apiBase).origin;
      if (new URL(recordingUrl).origin !== allowed) return null;
      const res = await fetch(`${recordingUrl}.mp3`, {
        headers: { authorization: auth },
        signal: AbortSignal.timeout(config.timeoutMs),
      }).catch(() => null);
      if (!res?.ok || !res.body) return null;
      return { body: res.body, contentType: res.headers.get('content-type') ?? 'audio/mpeg' };
    },
  };
};
