import { RULE_EVIDENCE, type TRuleEvidence } from '@charterline/shared/schemas/compliance';
import { cell, feeTextOf, numberCell } from './rule-data';
import { ruleTextOf } from './rule-text';
import type { TComplianceRule, TComputedObligation, TObligationPresentation } from './types';

const evidenceOf = (rule: TComplianceRule): TRuleEvidence =>
  RULE_EVIDENCE.find((e) => e === cell(rule, 'evidence')) ?? 'secondary';

/** "Jan 1 - Mar 31" → "Jan 1 – Mar 31"; other words as the data says them. */
const windowTextOf = (rule: TComplianceRule): string | null => {
  const text = cell(rule, 'filing_window')
    .replace(/^SOI window: /, '')
    .replace(' - ', ' – ');
  return text === '' ? null : text.charAt(0).toUpperCase() + text.slice(1);
};

const FEE_ATTRIBUTION = 'fees: 2026 LLC Cost Index (llcformationcost.com), CC BY 4.0';

const consequenceOf = (rule: TComplianceRule): string => {
  const stated = cell(rule, 'consequence');
  if (stated) return stated;
  const penalty = cell(rule, 'penalty');
  if (penalty) return penalty.charAt(0).toUpperCase() + penalty.slice(1);
  return 'Late fees and loss of good standing; the state can dissolve an LLC that does not file';
};

const presentRule = (rule: TComplianceRule): TObligationPresentation => ({
  ruleText: ruleTextOf(rule),
  feeText: feeTextOf(rule),
  windowText: rule.key.startsWith('state:') ? windowTextOf(rule) : null,
  evidence: evidenceOf(rule),
  // The row's own sources; the file's `#` line (our research notes) stays in the database.
  // A fee read from the cost index is attributed to it (its CC BY licence asks for it); a fee
  // the rule's own sources give is not (NY's $50 is N.Y. LLC Law 206's, not the index's).
  sources: [cell(rule, 'sources'), cell(rule, 'fee_source') === 'index' ? FEE_ATTRIBUTION : '']
    .filter(Boolean)
    .join(' — '),
  lastVerified: cell(rule, 'last_verified'),
  officialUrl: cell(rule, 'official_url') || null,
  consequence: consequenceOf(rule),
  dissolutionAfterDays: numberCell(rule, 'dissolution_after_days'),
  fileForMeProductKey: cell(rule, 'file_for_me') || null,
  // Why a moved date moved: the state's own law, or 26 U.S.C. 7503 for the IRS's dates.
  dateMoveLaw: rule.key.startsWith('state:')
    ? cell(rule, 'date_move_law') || null
    : cell(rule, 'applies') === 'single_foreign_owner' ||
        cell(rule, 'applies') === 'multi_member' ||
        cell(rule, 'applies') === 'c_corporation'
      ? '26 U.S.C. 7503'
      : null,
});

/** A rule's words are the same for all its obligations: made once per rule object. */
const presented = new WeakMap<TComplianceRule, TObligationPresentation>();

/**
 * What the page shows beside an obligation, from its rule: the rule in words, where it comes
 * from (with the data's licence line) and what missing it costs. Pure: of the obligation's
 * own fields only its fee is read (the fee in words names it); every obligation of a rule
 * otherwise reads the same.
 */
export const presentObligation = (
  obligation: Pick<TComputedObligation, 'key' | 'ruleKey' | 'dueDate'> & {
    feeCents?: number | null;
  },
  rule: TComplianceRule,
): TObligationPresentation => {
  if (obligation.ruleKey !== rule.key) {
    throw new Error(`presentObligation: ${obligation.key} is not of rule ${rule.key}`);
  }
  const known = presented.get(rule) ?? presentRule(rule);
  presented.set(rule, known);
  // The fee in words names the fee shown beside it: the obligation's own (decision 0181).
  return obligation.feeCents === undefined
    ? { ...known }
    : { ...known, feeText: feeTextOf(rule, obligation.feeCents) };
};
