import type { TRuleDirection } from '../schemas/accounting';
import { foldForSearch } from './search-text';

/** What a rule looks at (the rule rows of the API and the form's preview share it). */
export type TRuleConditions = {
  descriptionContains: string | null;
  direction: TRuleDirection;
  /** Absolute amounts in minor units, inclusive. */
  amountMin: number | null;
  amountMax: number | null;
  accountId: string | null;
};
export type TRuleSubject = { description: string; amount: number; accountId: string | null };


/**
 * Every condition the rule gives holds (text: "contains", ignoring case, spacing and accents:
 * "cafe" matches "CAFÉ LUMIÈRE").
 */
export const ruleMatches = (rule: TRuleConditions, tx: TRuleSubject): boolean => {
  if (rule.accountId && rule.accountId !== tx.accountId) return false;
  if (rule.direction === 'in' && tx.amount <= 0) return false;
  if (rule.direction === 'out' && tx.amount >= 0) return false;
  const size = Math.abs(tx.amount);
  if (rule.amountMin != null && size < rule.amountMin) return false;
  if (rule.amountMax != null && size > rule.amountMax) return false;
  if (rule.descriptionContains) {
    const needle = foldForSearch(rule.descriptionContains);
    if (needle && !foldForSearch(tx.description).includes(needle)) return false;
  }
  return true;
};

/** The first rule (in the order given: by position) that matches, if any. */
export const firstMatchingRule = <R extends TRuleConditions>(
  rules: readonly R[],
  tx: TRuleSubject,
): R | undefined => rules.find((rule) => ruleMatches(rule, tx));
