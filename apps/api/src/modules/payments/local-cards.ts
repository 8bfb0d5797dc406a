import { randomBytes } from 'node:crypto';
import {
  cardBrand,
  cardDigits,
  cardProblems,
  type TCardCode,
} from '@charterline/shared/rules/card';
import type { TCardOnFile } from '../../db/schema';

/** An id of the local provider (cs_test_…, pi_test_…, evt_local_…), random as Stripe's. */
export const localId = (prefix: string): string =>
  `${prefix}_${randomBytes(18).toString('base64url')}`;

export type TCardOutcome =
  | { kind: 'invalid'; field: 'cardNumber' | 'expiry' | 'cvc'; code: TCardCode }
  | { kind: 'succeeded' | 'declined' | 'insufficient_funds'; card: TCardOnFile };

/**
 * The local provider's test cards, as Stripe's test mode reads them: 4242… succeeds,
 * 4000 0000 0000 0002 is declined, 4000 0000 0000 9995 has insufficient funds. Any other
 * valid number is declined: no real card is ever charged here. A card the form's own
 * rules refuse (rules/card.ts) names its field.
 */
export const testCardOutcome = (
  input: { cardNumber: string; expiry: string; cvc: string },
  now: Date,
): TCardOutcome => {
  const problems = cardProblems(input, now);
  for (const field of ['cardNumber', 'expiry', 'cvc'] as const) {
    const code = problems[field];
    if (code) return { kind: 'invalid', field, code };
  }
  const digits = cardDigits(input.cardNumber);
  const card = { brand: cardBrand(digits), last4: digits.slice(-4) };
  if (digits === '4242424242424242') return { kind: 'succeeded', card };
  if (digits === '4000000000009995') return { kind: 'insufficient_funds', card };
  return { kind: 'declined', card };
};
