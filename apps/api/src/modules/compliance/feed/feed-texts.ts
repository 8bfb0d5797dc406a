import type { TComplianceRule, TObligationPresentation } from '../engine/types';

export type TFeedTexts = Pick<TObligationPresentation, 'ruleText' | 'feeText' | 'consequence'>;

const clean = (value: string | undefined): string => (value ?? '').trim();

/**
 * The words the calendar shows beside an obligation, read from its rule's CSV row. The
 * engine's `presentObligation` says the same better (decision 0123): at merge, this body
 * becomes a call to it; the feed depends on nothing else of the engine.
 */
export const feedTextsOf = (rule: Pick<TComplianceRule, 'data'> | null): TFeedTexts => {
  if (!rule) return { ruleText: '', feeText: null, consequence: '' };
  const data = rule.data;
  return {
    // State rows say the rule in words (first_due); federal rows only in their due_rule.
    ruleText: clean(data.first_due) || clean(data.due_rule),
    feeText: null,
    consequence: clean(data.penalty) || clean(data.notes),
  };
};
