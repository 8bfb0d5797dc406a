import { randomBytes } from 'node:crypto';

/** An id of the local provider (cs_test_…, pi_test_…, evt_local_…), random as Stripe's. */
export const localId = (prefix: string): string =>
  `${prefix}_${randomBytes(18).toString('base64url')}`;

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

export type TCardOutcome = 'succeeded' | 'declined' | 'insufficient_funds' | 'invalid';

/**
 * The local provider's test cards, as Stripe's test mode reads them: 4242… succeeds,
 * 4000 0000 0000 0002 is declined, 4000 0000 0000 9995 has insufficient funds. Any other
 * valid number is declined: no real card is ever charged here.
 */
export const testCardOutcome = (cardNumber: string, expiry: string, now: Date): TCardOutcome => {
  const digits = cardNumber.replace(/\s/g, '');
  const [mm, yy] = expiry.split('/').map(Number);
  if (!passesLuhn(digits) || !mm || yy === undefined) return 'invalid';
  const expires = new Date(Date.UTC(2000 + yy, mm, 1));
  if (expires <= now) return 'invalid';
  if (digits === '4242424242424242') return 'succeeded';
  if (digits === '4000000000009995') return 'insufficient_funds';
  return 'declined';
};
