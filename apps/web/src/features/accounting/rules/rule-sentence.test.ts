import { describe, expect, it } from 'vitest';
import { ACCOUNT, ruleOf } from '../ledger/ledger-fixtures';
import { ruleSentence } from './rule-sentence';

describe('ruleSentence', () => {
  it('reads a rule as a sentence', () => {
    expect(ruleSentence(ruleOf())).toBe(
      'When the description contains “STRIPE” and money comes in → Sales',
    );
    expect(
      ruleSentence(
        ruleOf({
          descriptionContains: null,
          direction: 'out',
          amountMin: 1_000,
          amountMax: 5_000,
          accountId: ACCOUNT.id,
          categoryName: 'Bank fees',
          counterparty: 'Mercury',
        }),
        [ACCOUNT],
      ),
    ).toBe(
      'When money goes out and the amount is between $10.00 and $50.00 and it is in Mercury Checking → Bank fees, counterparty “Mercury”',
    );
    expect(ruleSentence(ruleOf({ direction: 'any', amountMax: 999 }))).toBe(
      'When the description contains “STRIPE” and the amount is at most $9.99 → Sales',
    );
  });
});
