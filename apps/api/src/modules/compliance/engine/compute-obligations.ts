import { parseYmd } from './dates';
import { federalDues, type TFederalDue } from './federal-dues';
import { stateDues } from './state-dues';
import { cell, federalRuleApplies, feeCentsOf, numberCell } from './rule-data';
import type { TCompanyFacts, TComplianceRule, TComputedObligation } from './types';

const stateCode = (ruleKey: string): string => ruleKey.split(':')[1] ?? '';

/** The obligation key: "state:WY:annual-report", "state:CA:llc-tax", "irs:5472". */
const obligationKeyOf = (rule: TComplianceRule): string =>
  rule.key.startsWith('state:')
    ? `state:${stateCode(rule.key)}:${cell(rule, 'obligation_key') || 'annual-report'}`
    : cell(rule, 'obligation_key');

/** The rules that concern this company: its state's, and the federal ones its facts bring. */
const rulesFor = (facts: TCompanyFacts, rules: TComplianceRule[]): TComplianceRule[] =>
  rules.filter((rule) =>
    rule.key.startsWith('state:')
      ? stateCode(rule.key) === facts.state.toUpperCase()
      : rule.key.startsWith('federal:') &&
        cell(rule, 'obligation_key') !== '' &&
        federalRuleApplies(cell(rule, 'applies'), facts),
  );

const duesOf = (rule: TComplianceRule, facts: TCompanyFacts, lastYear: number): TFederalDue[] =>
  rule.key.startsWith('state:')
    ? stateDues(rule, facts, lastYear).map((due) => ({ ...due, unmovedDueDate: null }))
    : federalDues(rule, facts, lastYear);

/**
 * Every obligation of the company from its formation to due dates on or before `through`
 * (YYYY-MM-DD), oldest first (then by key). Pure: the rules are passed in (decision 0120).
 */
export const computeObligations = (
  facts: TCompanyFacts,
  rules: TComplianceRule[],
  range: { through: string },
): TComputedObligation[] => {
  // A period's due date can be a year after it (fiscal offsets, BE-12), never two.
  const lastYear = parseYmd(range.through).y + 1;
  const formationYear = parseYmd(facts.formationDate).y;
  const obligations: TComputedObligation[] = [];
  for (const rule of rulesFor(facts, rules)) {
    const key = obligationKeyOf(rule);
    const fee = feeCentsOf(rule, facts);
    const initialFee = numberCell(rule, 'initial_fee_cents');
    const agency = cell(rule, 'agency');
    for (const due of duesOf(rule, facts, lastYear)) {
      if (due.dueDate > range.through || due.dueDate <= facts.formationDate) continue;
      const initial = cell(rule, 'initial_due') !== '' && due.period === formationYear;
      obligations.push({
        key,
        period: String(due.period),
        kind:
          agency === 'provider' ? 'provider' : rule.key.startsWith('state:') ? 'state' : 'federal',
        ruleKey: rule.key,
        ruleVersion: rule.version,
        title: initial ? cell(rule, 'initial_title') : cell(rule, 'obligation'),
        agency: agency === 'provider' ? 'Registered agent' : agency,
        dueDate: due.dueDate,
        unmovedDueDate: due.unmovedDueDate,
        windowOpens: due.windowOpens,
        feeCents: initial && initialFee !== null ? initialFee : fee,
      });
    }
  }
  // Plain code-unit order (keys and ISO dates are ASCII): localeCompare is slow and
  // depends on the locale.
  const order = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
  return obligations.sort((a, b) => order(a.dueDate, b.dueDate) || order(a.key, b.key));
};
