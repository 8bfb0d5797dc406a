import { randomBytes } from 'node:crypto';
import {
  cardBrand,
  cardDigits,
  cardProblems,
  normaliseExpiry,
  type TCardCode,
} from '@charterline/shared/rules/card';
import type { TCardOnFile } from '../../db/schema';

/** An id of the local provider (cs_test_…, pi_test_…, evt_local_…), random as Stripe's. */
export const localId = (prefix: string): string =>
  `${prefix}_${randomBytes(18).toString('base64url')}`;

export type TCardOutcome =
  | { kind: 'invalid'; field: 'cardNumber' | 'expiry' | 'cvc'; code: TCardCode }
  | { kind: 'succeeded' | 'declined' | 'insufficient_funds'; card: TCardOnFile };

export type TChargeOutcome = 'succeeded' | 'declined' | 'insufficient_funds';

/** What charging this test card does (a checkout payment or a renewal charged to it). */
const chargeOutcomeOf = (digits: string): TChargeOutcome => {
  if (digits === '4242424242424242') return 'succeeded';
  if (digits === '4000000000009995') return 'insufficient_funds';
  return 'declined';
};

/**
 * Test cards that can be saved for later charges though a charge to them fails, as in
 * Stripe: 4000 0000 0000 0341 attaches to a customer, then every charge is declined.
 */
const SAVEABLE_ONLY = new Set(['4000000000000341']);

/**
 * The local provider's test cards, as Stripe's test mode reads them: 4242… succeeds,
 * 4000 0000 0000 0002 is declined, 4000 0000 0000 9995 has insufficient funds,
 * 4000 0000 0000 0341 is declined (but can be saved: testCardToSave). Any other valid
 * number is declined: no real card is ever charged here. A card the form's own rules
 * refuse (rules/card.ts) names its field.
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
  return { kind: chargeOutcomeOf(digits), card };
};

export type TCardToSave = {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  chargeOutcome: TChargeOutcome;
};

/** The expiry's month and four-digit year ("12/34" → 12, 2034); the form's rules passed. */
export const expiryParts = (expiry: string): { expMonth: number; expYear: number } => {
  const [mm, yy] = (normaliseExpiry(expiry) ?? '').split('/').map(Number);
  return { expMonth: mm ?? 0, expYear: 2000 + (yy ?? 0) };
};

/**
 * Saving a test card for later charges (Stripe's SetupIntent): a card that would be
 * charged successfully, and the ones Stripe lets attach though charges fail (0341), are
 * saved with the outcome a charge will have; the others are declined now.
 */
export const testCardToSave = (
  input: { cardNumber: string; expiry: string; cvc: string },
  now: Date,
):
  | { kind: 'invalid'; field: 'cardNumber' | 'expiry' | 'cvc'; code: TCardCode }
  | { kind: 'declined' | 'insufficient_funds' }
  | { kind: 'saveable'; card: TCardToSave } => {
  const outcome = testCardOutcome(input, now);
  if (outcome.kind === 'invalid') return outcome;
  const digits = cardDigits(input.cardNumber);
  if (outcome.kind !== 'succeeded' && !SAVEABLE_ONLY.has(digits)) return { kind: outcome.kind };
  return {
    kind: 'saveable',
    card: { ...outcome.card, ...expiryParts(input.expiry), chargeOutcome: outcome.kind },
  };
};
