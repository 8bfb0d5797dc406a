import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * What the company's US number charges its credit, by destination country (issue 33 item 7,
 * decision 0176), in US cents: `text` per SMS segment (a long text is several, counted as
 * Twilio counts them: 160 GSM-7 characters alone or 153 when split, 70 UCS-2 or 67 split),
 * `minute` per started minute of a forwarded call.
 *
 * Source: Twilio's published per-country price lists (twilio.com/en-us/sms/pricing/<cc> for
 * outbound SMS per segment, twilio.com/en-us/voice/pricing/<cc> for outbound calls, the dearer
 * mobile rate), as read in 2025. Our price is Twilio's cost (a forwarded call adds the US
 * inbound leg, 0.85 ¢) times 1.5, rounded up to a whole cent, never below the US prices of
 * decision 0157 (5 ¢ a text, 3 ¢ a minute). Twilio changes its prices: check the two pages
 * before enabling a country (PHONE_ALLOWED_COUNTRIES) or when they announce a change.
 */
export const PHONE_RATES = {
  US: { text: 5, minute: 3 },
  CA: { text: 5, minute: 3 },
  PR: { text: 5, minute: 5 },
  GB: { text: 8, minute: 6 },
  IE: { text: 12, minute: 12 },
  FR: { text: 13, minute: 9 },
  DE: { text: 14, minute: 12 },
  ES: { text: 13, minute: 9 },
  NL: { text: 19, minute: 14 },
  AU: { text: 8, minute: 8 },
  SG: { text: 8, minute: 6 },
  IN: { text: 13, minute: 6 },
  MX: { text: 8, minute: 12 },
  BR: { text: 8, minute: 10 },
  AE: { text: 7, minute: 32 },
  NG: { text: 30, minute: 32 },
  GY: { text: 18, minute: 57 },
} as const satisfies Record<string, { text: number; minute: number }>;

export type TPhoneRateCountry = keyof typeof PHONE_RATES;
export type TPhoneRate = { text: number; minute: number };

/** Texts and forwarding go to these countries unless PHONE_ALLOWED_COUNTRIES says otherwise. */
export const PHONE_DEFAULT_ALLOWED_COUNTRIES: readonly TPhoneRateCountry[] = ['US', 'CA', 'GB'];

/** The longest a forwarded call may last, whatever the credit (Twilio's own default is 4 h). */
export const PHONE_FORWARD_MAX_MINUTES = 120;

export const isPhoneRateCountry = (code: string): code is TPhoneRateCountry =>
  Object.hasOwn(PHONE_RATES, code);

/** The country (ISO 3166) of an E.164 number, or null (libphonenumber-js, as ZPhone checks). */
export const countryOfNumber = (e164: string): string | null =>
  parsePhoneNumberFromString(e164)?.country ?? null;

/** GSM 03.38's basic set (one septet each) and its extension (escape + one: two septets). */
const GSM_BASIC = new Set(
  '\n\r !"#$%&\'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz¡£¤¥§¿ÄÅÆÇÉÑÖØÜßàäåæèéìñòöøùüΓΔΘΛΞΠΣΦΨΩ',
);
const GSM_EXTENSION = new Set('\f[\\]^{|}~€');
/** 140 octets a segment; a split text gives 6 of them to its header (UDH). */
const SEGMENT_BITS = 1120;
const SPLIT_SEGMENT_BITS = SEGMENT_BITS - 48;

/** Made on first use; a browser without Intl.Segmenter (Firefox before 125) counts code points. */
let graphemes: Intl.Segmenter | null | undefined;
const charactersOf = (text: string): Iterable<string> => {
  if (graphemes === undefined) {
    graphemes =
      typeof Intl.Segmenter === 'function'
        ? new Intl.Segmenter('en', { granularity: 'grapheme' })
        : null;
  }
  return graphemes ? Array.from(graphemes.segment(text), (s) => s.segment) : text;
};
/**
 * What can make one character of several UTF-16 units (UAX #29): surrogate pairs, extending
 * and spacing marks, joiners and variation selectors, Hangul jamo, prepended marks. A text
 * without any is counted unit by unit; one with any goes through Intl.Segmenter.
 */
const CLUSTERS =
  /[\uD800-\uDFFF\p{Grapheme_Extend}\p{Mc}\u0E33\u0EB3\u1100-\u11FF\uA960-\uA97F\uD7B0-\uD7FF\u0600-\u0605\u06DD\u070F\u0890\u0891\u08E2\u0D4E]|\u200C|\u200D/u;

/**
 * The SMS segments a text is sent in, as Twilio counts them (its message-segment-calculator,
 * checked against it in the tests): GSM-7 when every character is in GSM 03.38 (7 bits, an
 * extension character 14), else UCS-2 (16 bits per UTF-16 unit); one segment up to 1,120 bits
 * (160 / 70 characters), else segments of 1,072 bits (153 / 67), filled in order without
 * splitting a character (a user-perceived one: an emoji sequence stays whole). Linear.
 */
export const smsSegments = (body: string): { segments: number; encoding: 'GSM-7' | 'UCS-2' } => {
  // Each character's size in GSM-7 septets (0: not in GSM 03.38) and in UTF-16 units.
  const septets: number[] = [];
  const units: number[] = [];
  let gsm = true;
  const add = (char: string) => {
    const size = GSM_BASIC.has(char) ? 1 : GSM_EXTENSION.has(char) ? 2 : 0;
    if (size === 0) gsm = false;
    septets.push(size);
    units.push(char.length);
  };
  if (CLUSTERS.test(body)) {
    for (const segment of charactersOf(body)) {
      // Twilio's calculator counts CR LF as two characters.
      if (segment === '\r\n') {
        add('\r');
        add('\n');
      } else add(segment);
    }
  } else {
    // No character here joins another: each UTF-16 unit is one (1,000× faster than Intl).
    for (const char of body) add(char);
  }
  const bits = gsm ? septets.map((n) => n * 7) : units.map((n) => n * 16);
  const encoding = gsm ? 'GSM-7' : 'UCS-2';
  if (bits.reduce((sum, b) => sum + b, 0) <= SEGMENT_BITS) return { segments: 1, encoding };
  let segments = 1;
  let used = 0;
  for (const b of bits) {
    if (used + b > SPLIT_SEGMENT_BITS) {
      segments += 1;
      used = 0;
    }
    used += b;
  }
  return { segments, encoding };
};
