import { countryOfNumber, smsSegments } from '@charterline/shared/rules/phone-rates';
import { formatMoney } from '@charterline/shared/format';
import type { TPhoneDestination } from '@charterline/shared/schemas/phone-line';

const list = new Intl.ListFormat('en', { style: 'long', type: 'conjunction' });

/** "United States, Canada and United Kingdom": where texts and calls may go. */
export const destinationNames = (destinations: readonly TPhoneDestination[]): string =>
  list.format(destinations.map((d) => d.name));

/**
 * Why a number (E.164) cannot be texted or forwarded to, as the API would refuse it
 * (PHONE_DESTINATION_NOT_ALLOWED), or null when its country is allowed.
 */
export const destinationProblem = (
  e164: string,
  destinations: readonly TPhoneDestination[],
): string | null => {
  const country = countryOfNumber(e164);
  if (destinations.some((d) => d.country === country)) return null;
  const name = country ? new Intl.DisplayNames(['en'], { type: 'region' }).of(country) : null;
  return `We cannot text or forward calls to numbers in ${name ?? 'this country'}. Allowed: ${destinations.map((d) => d.name).join(', ')}.`;
};

/**
 * "24 parts, $1.92 to United Kingdom": what a text will cost, as the API will price it (its
 * parts by smsSegments, the destination's rate); without a number in an allowed country, the
 * parts only. Null for an empty message.
 */
export const textEstimate = (
  body: string,
  to: string | null,
  destinations: readonly TPhoneDestination[],
): string | null => {
  const text = body.trim();
  if (!text) return null;
  const { segments } = smsSegments(text);
  const parts = segments === 1 ? '1 part' : `${segments} parts`;
  const country = to ? countryOfNumber(to) : null;
  const rate = destinations.find((d) => d.country === country);
  return rate ? `${parts}, ${formatMoney(segments * rate.text)} to ${rate.name}` : parts;
};
