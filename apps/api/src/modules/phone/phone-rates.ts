import {
  PHONE_FORWARD_MAX_MINUTES,
  PHONE_RATES,
  countryOfNumber,
  smsSegments,
  type TPhoneRate,
  type TPhoneRateCountry,
} from '@charterline/shared/rules/phone-rates';
import type { TPhoneDestination } from '@charterline/shared/schemas/phone-line';
import { AppError } from '../../lib/app-error';

/** PHONE_ALLOWED_COUNTRIES: where texts and forwarded calls may go (decision 0176). */
export type TPhoneAllowed = readonly TPhoneRateCountry[];

const names = new Intl.DisplayNames(['en'], { type: 'region' });
const nameOf = (country: string): string => names.of(country) ?? country;

/** The allowed destinations with their prices, as the phone page lists them. */
export const phoneDestinations = (allowed: TPhoneAllowed): TPhoneDestination[] =>
  allowed.map((country) => ({ country, name: nameOf(country), ...PHONE_RATES[country] }));

/** The rate of a destination, or null when its country is not allowed (or not known). */
export const rateOf = (allowed: TPhoneAllowed, e164: string): TPhoneRate | null => {
  const country = countryOfNumber(e164);
  return country && (allowed as readonly string[]).includes(country)
    ? PHONE_RATES[country as TPhoneRateCountry]
    : null;
};

/** The destination's rate; PHONE_DESTINATION_NOT_ALLOWED (on `field`) when it has none. */
export const allowedRateOf = (allowed: TPhoneAllowed, e164: string, field: string): TPhoneRate => {
  const rate = rateOf(allowed, e164);
  if (rate) return rate;
  const country = countryOfNumber(e164);
  throw new AppError('PHONE_DESTINATION_NOT_ALLOWED', {
    field,
    message: `We cannot text or forward calls to numbers in ${country ? nameOf(country) : 'this country'}. Allowed: ${allowed.map(nameOf).join(', ')}.`,
  });
};

/** Segments as Twilio counts them (GSM-7 or UCS-2: smsSegments), and their price. */
export const textCost = (body: string, rate: TPhoneRate): { segments: number; price: number } => {
  const { segments } = smsSegments(body);
  return { segments, price: segments * rate.text };
};

/** The price of a forwarded call: the rate per started minute. */
export const forwardedCallPrice = (seconds: number, rate: TPhoneRate): number =>
  Math.ceil(Math.max(0, seconds) / 60) * rate.minute;

/** Whole minutes the credit pays for at this rate (at most PHONE_FORWARD_MAX_MINUTES). */
export const minutesCovered = (credit: number, rate: TPhoneRate): number =>
  Math.max(0, Math.min(PHONE_FORWARD_MAX_MINUTES, Math.floor(credit / rate.minute)));
