import type { TEnv } from '../../../config/env';
import type { TDbExecutor } from '../../../db/client';
import { createLocalPhoneProvider } from './local-provider';
import { createTwilioPhoneProvider } from './twilio-provider';
import type { TPhoneGateway } from './types';

export type TPhoneConfig = Pick<
  TEnv,
  | 'PHONE_PROVIDER'
  | 'TWILIO_ACCOUNT_SID'
  | 'TWILIO_AUTH_TOKEN'
  | 'TWILIO_API_BASE'
  | 'TWILIO_AREA_CODE'
  | 'PUBLIC_URL'
>;

/** Twilio calls get this long (the job retries, the customer sees SERVICE_UNAVAILABLE). */
const TWILIO_TIMEOUT_MS = 10_000;

/** The phone provider PHONE_PROVIDER names (env.ts requires Twilio's SID and token with it). */
export const createPhoneProvider = (config: TPhoneConfig, db: TDbExecutor): TPhoneGateway =>
  config.PHONE_PROVIDER === 'twilio' && config.TWILIO_ACCOUNT_SID && config.TWILIO_AUTH_TOKEN
    ? createTwilioPhoneProvider({
        accountSid: config.TWILIO_ACCOUNT_SID,
        authToken: config.TWILIO_AUTH_TOKEN,
        apiBase: config.TWILIO_API_BASE ?? 'https://api.twilio.com',
        publicUrl: config.PUBLIC_URL.replace(/\/$/, ''),
        areaCode: config.TWILIO_AREA_CODE,
        timeoutMs: TWILIO_TIMEOUT_MS,
      })
    : createLocalPhoneProvider(db, config.TWILIO_AREA_CODE);
