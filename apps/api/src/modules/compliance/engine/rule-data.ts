import { usdInWords } from '../../legal-facts';
import type { TCompanyFacts, TComplianceRule } from './types';

/** A cell of the rule's row ('' when absent). */
export const cell = (rule: TComplianceRule, column: string): string =>
  (rule.data[column] ?? '').trim();

/** A numeric cell, null when empty or not a number. */
export const numberCell = (rule: TComplianceRule, column: string): number | null => {
  const text = cell(rule, column);
  if (text === '') return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
};

const isForeign = (owner: TCompanyFacts['owners'][number]): boolean =>
  owner.country.trim().toUpperCase() !== 'US';

/** Ten percent in hundredths of a percent (10000 = 100%). */
const TEN_PERCENT = 1000;

/**
 * Whether we are the company's registered agent: only our own service's renewal is an
 * obligation we list (issue 36 item 3). A third party's agent renews on terms we do not know
 * and is no filing with any agency. `registeredAgent` comes from the registered agent's one
 * record (decision 0187); this is the one place compliance reads it.
 */
export const hasOurAgent = (facts: Pick<TCompanyFacts, 'registeredAgent'>): boolean =>
  facts.registeredAgent === 'ours';

/** Whether a federal rule's `applies` (compliance-rule-corrections.ts) holds for the facts. */
export const federalRuleApplies = (applies: string, facts: TCompanyFacts): boolean => {
  const byDefault = facts.taxClassification === 'default';
  switch (applies) {
    case 'single_foreign_owner':
      return byDefault && facts.owners.length === 1 && facts.owners.every(isForeign);
    case 'multi_member':
      return byDefault && facts.owners.length >= 2;
    case 'c_corporation':
      return facts.taxClassification === 'c_corporation';
    case 'foreign_ten_percent_benchmark':
      return facts.owners.some((o) => isForeign(o) && o.ownershipHundredths >= TEN_PERCENT);
    case 'registered_agent':
      return hasOurAgent(facts);
    default:
      return false;
  }
};

/** The fee in cents for these facts: a fixed amount, or a per-member rule (TN). */
export const feeCentsOf = (rule: TComplianceRule, facts: TCompanyFacts): number | null => {
  const perMember = /^per_member:(\d+):(\d+):(\d+)$/.exec(cell(rule, 'fee_rule'));
  if (perMember) {
    const [per, min, max] = perMember.slice(1).map(Number) as [number, number, number];
    return Math.min(max, Math.max(min, per * Math.max(1, facts.owners.length)));
  }
  return numberCell(rule, 'fee_cents');
};

/**
 * The fee in words as the page shows it: the rule's `fee_text` with `{{fee}}` replaced by the
 * fee ("Greater of $60 or …"; the rule's own unless the obligation's is given), so the words
 * and the figure beside them cannot disagree (decision 0181).
 */
export const feeTextOf = (
  rule: TComplianceRule,
  fee: number | null = numberCell(rule, 'fee_cents'),
): string | null => {
  const text = cell(rule, 'fee_text');
  if (!text) return null;
  return text.replaceAll('{{fee}}', fee === null ? 'the fee' : usdInWords(fee));
};
