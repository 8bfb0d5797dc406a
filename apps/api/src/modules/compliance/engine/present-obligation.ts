import type { TRuleEvidence } from '@charterline/shared/schemas/compliance';
import type { TComplianceRule, TComputedObligation, TObligationPresentation } from './types';

/*
 * REPLACED BY THE ENGINE HELPER (helper A) AT MERGE. Minimal: the words for the rules the
 * local computeObligations knows, the rule's own evidence/sources, WY's 60-day dissolution.
 */

const RULE_TEXT: Record<string, string> = {
  anniversary_month_first: '1st day of your anniversary month',
  fixed_date: 'A fixed date every year',
};

const evidenceOf = (value: string | undefined): TRuleEvidence =>
  value === 'primary' || value === 'conflict' ? value : 'secondary';

const dissolutionDays = (notes: string): number | null => {
  const match = /dissolution if unpaid (\d+) days/i.exec(notes);
  return match ? Number(match[1]) : null;
};

export const presentObligation = (
  obligation: Pick<TComputedObligation, 'key' | 'kind'>,
  rule: TComplianceRule,
): TObligationPresentation => {
  const d = rule.data;
  if (obligation.kind === 'federal') {
    return {
      ruleText: '15th day of the 4th month after your fiscal year ends',
      feeText: null,
      windowText: null,
      evidence: 'secondary',
      sources: d.sources ?? '',
      lastVerified: '2026-11',
      officialUrl: 'https://www.irs.gov/forms-pubs/about-form-5472',
      consequence: d.penalty ?? '',
      dissolutionAfterDays: null,
      fileForMeProductKey: 'federal-tax-preparation',
    };
  }
  const notes = d.notes ?? '';
  // "Annual LLC tax (no annual report)" is a tax; "Annual report (licence tax)" a report.
  const isTax = /\btax\b/i.test(d.obligation ?? '') && !/^annual report/i.test(d.obligation ?? '');
  return {
    ruleText: RULE_TEXT[d.due_rule ?? ''] ?? d.first_due ?? '',
    feeText: null,
    windowText: null,
    evidence: evidenceOf(d.evidence),
    sources: d.sources ?? '',
    lastVerified: '2026-11',
    officialUrl: null,
    consequence: notes,
    dissolutionAfterDays: dissolutionDays(notes),
    fileForMeProductKey: isTax ? 'franchise-tax' : 'annual-report-filing',
  };
};
