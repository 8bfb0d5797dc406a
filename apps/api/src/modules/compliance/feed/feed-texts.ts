import { presentObligation } from '../engine/present-obligation';
import type { TComplianceRule, TObligationPresentation } from '../engine/types';

export type TFeedTexts = Pick<TObligationPresentation, 'ruleText' | 'feeText' | 'consequence'>;

/**
 * The words the calendar shows beside an obligation: the engine's presentation of the rule
 * version it was computed with (the page says the same). A rule row that is gone says nothing.
 */
export const feedTextsOf = (
  obligation: { key: string; ruleKey: string; dueDate: string },
  rule: Pick<TComplianceRule, 'key' | 'version' | 'data' | 'sourceLine'> | null,
): TFeedTexts => {
  if (!rule) return { ruleText: '', feeText: null, consequence: '' };
  const { ruleText, feeText, consequence } = presentObligation(obligation, rule);
  return { ruleText, feeText, consequence };
};
