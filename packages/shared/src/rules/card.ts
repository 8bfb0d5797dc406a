// The card form's rules, the same on both sides: the dialog formats and checks as the
// customer types, the API checks the local provider's card step again with them. Pure:
// "now" is given, never read.

export type TCardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'unknown';
export type TCardFields = { cardNumber: string; expiry: string; cvc: string };
/** The catalogue codes (errors.ts) the rules answer. */
export type TCardCode =
  | 'CARD_NUMBER_INCOMPLETE'
  | 'CARD_NUMBER_INVALID'
  | 'CARD_EXPIRY_INCOMPLETE'
  | 'CARD_EXPIRY_MONTH_INVALID'
  | 'CARD_EXPIRED'
  | 'CARD_CVC_INCOMPLETE';
export type TCardProblems = Partial<Record<keyof TCardFields, TCardCode>>;

/** How a brand's name reads on a receipt ("Visa ending 4242"). */
export const CARD_BRAND_NAMES: Record<TCardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  unknown: 'Card',
};

/** "visa" → "Visa" (a brand we do not name reads "Card"). */
export const cardBrandName = (brand: string): string =>
  Object.hasOwn(CARD_BRAND_NAMES, brand)
    ? CARD_BRAND_NAMES[brand as TCardBrand]
    : CARD_BRAND_NAMES.unknown;

/** "Visa ending 4242" (a brand we do not name reads "Card ending 4242"). */
export const cardEnding = (card: { brand: string; last4: string }): string =>
  `${cardBrandName(card.brand)} ending ${card.last4}`;

export const cardDigits = (value: string): string => value.replace(/\D/g, '');

/** The brand from the number's first digits (IIN ranges of the four brands we name). */
export const cardBrand = (value: string): TCardBrand => {
  const d = cardDigits(value);
  if (/^3[47]/.test(d)) return 'amex';
  if (/^4/.test(d)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(d)) return 'mastercard';
  if (/^(6011|65|64[4-9])/.test(d)) return 'discover';
  return 'unknown';
};

const isAmex = (digits: string) => cardBrand(digits) === 'amex';
/** Digits a number of this brand has at most (American Express 15, the others 16–19). */
export const maxCardDigits = (digits: string): number => (isAmex(digits) ? 15 : 19);

/** Luhn checksum of a card number (digits only). */
export const passesLuhn = (digits: string): boolean => {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length >= 12 && sum % 10 === 0;
};

/** "4242424242424242" → "4242 4242 4242 4242"; American Express 4-6-5: "3782 822463 10005". */
export const formatCardNumber = (value: string): string => {
  const all = cardDigits(value);
  const digits = all.slice(0, maxCardDigits(all));
  const groups = isAmex(digits) ? [4, 6, 5] : [4, 4, 4, 4, 3];
  const out: string[] = [];
  let at = 0;
  for (const size of groups) {
    if (at >= digits.length) break;
    out.push(digits.slice(at, at + size));
    at += size;
  }
  return out.join(' ');
};

/**
 * The expiry as it is typed, shown as "MM / YY": "1234", "12/34" and "12 / 34" all read
 * "12 / 34"; a first digit 2–9 is a month ("4" → "04"). The separator appears with the
 * third digit, so Backspace is never stuck on it.
 */
export const formatExpiry = (value: string): string => {
  let digits = cardDigits(value);
  if (/^[2-9]/.test(digits)) digits = `0${digits}`;
  // "1/34": a one-digit month before a typed separator.
  if (/^\s*\d\s*\//.test(value)) digits = `0${digits}`;
  digits = digits.slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
};

/**
 * The expiry in the API's form "MM/YY" from any of the shown forms ("1234", "12/34",
 * "12 / 34", "1/34", "12/2034"), or null when it is incomplete. The month is not checked.
 */
export const normaliseExpiry = (value: string): string | null => {
  const v = value.trim();
  const m =
    /^(\d{2})\s*\/?\s*(\d{2})$/.exec(v) ?? /^(\d{1,2})\s*\/\s*(?:20)?(\d{2})$/.exec(v) ?? null;
  if (!m?.[1] || !m[2]) return null;
  return `${m[1].padStart(2, '0')}/${m[2]}`;
};

/** The expiry's problem without the date: incomplete, or no such month. */
export const expiryShapeProblem = (value: string): TCardCode | undefined => {
  const normal = normaliseExpiry(value);
  if (!normal) return 'CARD_EXPIRY_INCOMPLETE';
  const month = Number(normal.slice(0, 2));
  return month < 1 || month > 12 ? 'CARD_EXPIRY_MONTH_INVALID' : undefined;
};

/** The expiry's problem as a catalogue code: incomplete, no such month, or past. */
export const expiryProblem = (value: string, now: Date): TCardCode | undefined => {
  const shape = expiryShapeProblem(value);
  if (shape) return shape;
  const [mm, yy] = (normaliseExpiry(value) ?? '').split('/').map(Number) as [number, number];
  // A card is good through the last day of its month.
  return Date.UTC(2000 + yy, mm, 1) <= now.getTime() ? 'CARD_EXPIRED' : undefined;
};

export const cardNumberProblem = (value: string): TCardCode | undefined => {
  const digits = cardDigits(value);
  if (/[^\d\s-]/.test(value)) return 'CARD_NUMBER_INVALID';
  const least = isAmex(digits) ? 15 : 13;
  if (digits.length < least) return 'CARD_NUMBER_INCOMPLETE';
  if (digits.length > maxCardDigits(digits) || !passesLuhn(digits)) return 'CARD_NUMBER_INVALID';
  return undefined;
};

export const cvcProblem = (value: string, cardNumber: string): TCardCode | undefined => {
  const size = isAmex(cardDigits(cardNumber)) ? 4 : 3;
  return new RegExp(`^\\d{${size}}$`).test(value.trim()) ? undefined : 'CARD_CVC_INCOMPLETE';
};

/** Each field's problem as a catalogue code; empty when the card can be sent. */
export const cardProblems = (values: TCardFields, now: Date): TCardProblems => {
  const problems: TCardProblems = {};
  const number = cardNumberProblem(values.cardNumber);
  if (number) problems.cardNumber = number;
  const expiry = expiryProblem(values.expiry, now);
  if (expiry) problems.expiry = expiry;
  const cvc = cvcProblem(values.cvc, values.cardNumber);
  if (cvc) problems.cvc = cvc;
  return problems;
};

/** What the API is sent: the number's digits and the expiry as "MM/YY". */
export const normaliseCard = (values: TCardFields): TCardFields => ({
  cardNumber: cardDigits(values.cardNumber),
  expiry: normaliseExpiry(values.expiry) ?? values.expiry.trim(),
  cvc: values.cvc.trim(),
});
