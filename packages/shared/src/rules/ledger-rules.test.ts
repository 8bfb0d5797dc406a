import { describe, expect, it } from 'vitest';
import { firstMatchingRule, ruleMatches, type TRuleConditions } from './ledger-rules';

const rule = (over: Partial<TRuleConditions> = {}): TRuleConditions => ({
  descriptionContains: null,
  direction: 'any',
  amountMin: null,
  amountMax: null,
  accountId: null,
  ...over,
});
const tx = { description: 'STRIPE  PAYOUT  ref 42', amount: 12_500, accountId: 'a1' };

describe('ledger rules', () => {
  it('matches a description regardless of case and spacing', () => {
    expect(ruleMatches(rule({ descriptionContains: 'stripe payout' }), tx)).toBe(true);
    expect(ruleMatches(rule({ descriptionContains: 'paypal' }), tx)).toBe(false);
  });

  it('ignores accents both ways: "cafe" matches "CAFÉ LUMIÈRE" (issue 36)', () => {
    const cafe = { ...tx, description: 'CB CAFÉ LUMIÈRE PARIS' };
    expect(ruleMatches(rule({ descriptionContains: 'cafe lumiere' }), cafe)).toBe(true);
    expect(ruleMatches(rule({ descriptionContains: 'Café' }), { ...tx, description: 'cafe' })).toBe(
      true,
    );
  });

  it('checks direction, absolute amount bounds and the account', () => {
    expect(ruleMatches(rule({ direction: 'in' }), tx)).toBe(true);
    expect(ruleMatches(rule({ direction: 'out' }), tx)).toBe(false);
    expect(ruleMatches(rule({ direction: 'out' }), { ...tx, amount: -5 })).toBe(true);
    expect(ruleMatches(rule({ amountMin: 12_500, amountMax: 12_500 }), tx)).toBe(true);
    expect(ruleMatches(rule({ amountMin: 12_501 }), tx)).toBe(false);
    expect(ruleMatches(rule({ amountMax: 100 }), { ...tx, amount: -101 })).toBe(false);
    expect(ruleMatches(rule({ accountId: 'a2' }), tx)).toBe(false);
    expect(ruleMatches(rule({ accountId: 'a1' }), tx)).toBe(true);
  });

  it('takes the first matching rule in order', () => {
    const rules = [
      { ...rule({ descriptionContains: 'paypal' }), id: 1 },
      { ...rule({ direction: 'in' }), id: 2 },
      { ...rule({ descriptionContains: 'stripe' }), id: 3 },
    ];
    expect(firstMatchingRule(rules, tx)?.id).toBe(2);
    expect(firstMatchingRule(rules, { ...tx, amount: -1, description: 'x' })).toBeUndefined();
  });
});
