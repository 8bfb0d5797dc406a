import { z } from 'zod';
import { successEnvelope } from './envelope';
import { ZPhone } from './phone';

/**
 * Communication, phone (issue 23, decision 0154): the company's US number behind one provider
 * interface (`local` fed by `npm run ops -- sms|call`, or Twilio with signed webhooks).
 */
export const PHONE_PROVIDERS = ['local', 'twilio'] as const;
export type TPhoneProvider = (typeof PHONE_PROVIDERS)[number];

/** `active` while VIRTUAL_PHONE_NUMBER's subscription runs; `released` once it ended. */
export const PHONE_LINE_STATUSES = ['active', 'released'] as const;
export type TPhoneLineStatus = (typeof PHONE_LINE_STATUSES)[number];

export const ZPhoneLine = z.object({
  id: z.string(),
  /** E.164, e.g. +13075550142. */
  number: z.string(),
  /** As people write it: (307) 555-0142. */
  display: z.string(),
  status: z.enum(PHONE_LINE_STATUSES),
  provider: z.enum(PHONE_PROVIDERS),
  /** Where calls are forwarded (E.164), or null: calls go to voicemail. */
  forwardTo: z.string().nullable(),
  /** Calling and texting credit (cents); VIRTUAL_PHONE_NUMBER_RECHARGE adds to it. */
  creditBalance: z.number().int(),
  /** E-mail the customer when a text or a voicemail arrives. */
  notifyByEmail: z.boolean(),
  assignedAt: z.string(),
});
export type TPhoneLine = z.infer<typeof ZPhoneLine>;

/**
 * The phone page's summary: the line (null until the number is bought and assigned), and
 * whether the company may buy one (what the offer says), the recharge's price and unread texts.
 */
/**
 * A country the line texts and forwards to (PHONE_ALLOWED_COUNTRIES) and what it costs, in
 * cents: `text` per segment (160 plain characters, 70 with other scripts or emoji; 153 and 67
 * each when a text is split), `minute` per started minute of a forwarded call (decision 0176).
 */
export const ZPhoneDestination = z.object({
  /** ISO 3166 code, e.g. GB. */
  country: z.string(),
  /** In English, e.g. United Kingdom. */
  name: z.string(),
  text: z.number().int(),
  minute: z.number().int(),
});
export type TPhoneDestination = z.infer<typeof ZPhoneDestination>;

export const ZPhoneSummary = z.object({
  line: ZPhoneLine.nullable(),
  /** Bought but not yet assigned (the provider had no number at that moment). */
  pending: z.boolean(),
  prices: z.object({ number: z.number().int(), recharge: z.number().int() }),
  unreadTexts: z.number().int(),
  /** Where texts and forwarded calls may go, with their prices. */
  destinations: z.array(ZPhoneDestination),
});
export type TPhoneSummary = z.infer<typeof ZPhoneSummary>;

/** inbound: a text the number received; outbound: one the customer sent from it. */
export const PHONE_TEXT_DIRECTIONS = ['inbound', 'outbound'] as const;
export type TPhoneTextDirection = (typeof PHONE_TEXT_DIRECTIONS)[number];

export const ZPhoneText = z.object({
  id: z.string(),
  direction: z.enum(PHONE_TEXT_DIRECTIONS),
  /** E.164 or a short code (e.g. 72975); outbound: the line's own number. */
  from: z.string(),
  /** outbound: the number it was sent to (E.164); inbound: null. */
  to: z.string().nullable(),
  body: z.string(),
  /** When it arrived (inbound) or was sent (outbound). */
  receivedAt: z.string(),
  /** A one-time code found in an inbound text (shown large with a copy button), or null. */
  code: z.string().nullable(),
  readAt: z.string().nullable(),
});
export type TPhoneText = z.infer<typeof ZPhoneText>;

export const PHONE_CALL_OUTCOMES = ['forwarded', 'voicemail', 'missed'] as const;
export type TPhoneCallOutcome = (typeof PHONE_CALL_OUTCOMES)[number];

export const ZPhoneCall = z.object({
  id: z.string(),
  from: z.string(),
  at: z.string(),
  outcome: z.enum(PHONE_CALL_OUTCOMES),
  /** Seconds (the forwarded call's or the voicemail's). */
  durationSeconds: z.number().int().nonnegative(),
  /** voicemail: its transcription, when there is one. */
  transcript: z.string().nullable(),
  /** voicemail: whether a recording can be played from …/calls/{id}/recording. */
  hasRecording: z.boolean(),
});
export type TPhoneCall = z.infer<typeof ZPhoneCall>;

const companyId = z.uuid().optional();
export const ZPhonePageQuery = z.object({
  companyId,
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type TPhonePageQuery = z.infer<typeof ZPhonePageQuery>;

const page = <T extends z.ZodTypeAny>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
export const ZPhoneTexts = page(ZPhoneText);
export type TPhoneTexts = z.infer<typeof ZPhoneTexts>;
export const ZPhoneCalls = page(ZPhoneCall);
export type TPhoneCalls = z.infer<typeof ZPhoneCalls>;

/**
 * PATCH …/phone/line: the forwarding number (a valid number in an allowed country, else
 * PHONE_DESTINATION_NOT_ALLOWED on `forwardTo`) and the e-mail setting.
 */
export const ZPhoneLinePatch = z
  .object({
    forwardTo: ZPhone.nullable().optional(),
    notifyByEmail: z.boolean().optional(),
  })
  .refine((p) => p.forwardTo !== undefined || p.notifyByEmail !== undefined, 'Nothing to change');
export type TPhoneLinePatch = z.infer<typeof ZPhoneLinePatch>;

export const ZPhoneSummaryResponse = successEnvelope(ZPhoneSummary);
export const ZPhoneLineResponse = successEnvelope(ZPhoneLine);
export const ZPhoneTextsResponse = successEnvelope(ZPhoneTexts);
export const ZPhoneCallsResponse = successEnvelope(ZPhoneCalls);

/** Ops (local provider): deliver an inbound text or call to a number. */
export const ZOpsInboundText = z.object({
  to: z.string().min(3).max(40),
  from: z.string().min(3).max(40),
  body: z.string().min(1).max(1600),
});
export const ZOpsInboundCall = z.object({
  to: z.string().min(3).max(40),
  from: z.string().min(3).max(40),
  /** Seconds of voicemail left (0 or absent: a missed call unless forwarded). */
  voicemailSeconds: z.number().int().min(0).max(600).optional(),
  transcript: z.string().max(4000).optional(),
  /**
   * When the line forwards: the forwarded call lasted this many minutes (charged at the
   * destination's rate, at most the minutes its credit held); 0: the forwarded phone did not
   * answer (missed).
   */
  forwardedMinutes: z.number().int().min(0).max(240).optional(),
});

/**
 * POST …/phone/texts/send: a text from the company's number to an allowed country, priced per
 * segment at the destination's rate (decision 0176).
 */
export const ZPhoneSendText = z.object({
  to: ZPhone,
  body: z.string().trim().min(1).max(1600),
});
export type TPhoneSendText = z.infer<typeof ZPhoneSendText>;
/** The credit a new number comes with (cents; decision 0157). */
export const PHONE_STARTING_CREDIT = 500;
