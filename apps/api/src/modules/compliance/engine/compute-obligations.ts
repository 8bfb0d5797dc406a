import { nextStateBusinessDay } from './business-days';
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

/**
 * A state date moves off a weekend or holiday only where the state's law says so (the rule's
 * date_move_law: Tex. Tax Code 111.053, Cal. Gov. Code 6707, N.Y. Gen. Constr. Law 25-a);
 * elsewhere it stays as the rule says (issue 35 item 7).
 */
const stateDuesOf = (
  rule: TComplianceRule,
  facts: TCompanyFacts,
  lastYear: number,
): TFederalDue[] =>
  stateDues(rule, facts, lastYear).map((due) => {
    if (cell(rule, 'date_move_law') === '') return { ...due, unmovedDueDate: null };
    const dueDate = nextStateBusinessDay(due.dueDate);
    return { ...due, dueDate, unmovedDueDate: dueDate === due.dueDate ? null : due.dueDate };
  });

const duesOf = (rule: TComplianceRule, facts: TCompanyFacts, lastYear: number): TFederalDue[] =>
  rule.key.startsWith('state:')
    ? stateDuesOf(rule, facts, lastYear)
    : federalDues(rule, facts, lastYear);

/** The periods whose fee the state waived (MT: ARM 44.5.303 waived the 2024 and 2025 reports). */
const waived = (rule: TComplianceRule, period: number): boolean =>
  cell(rule, 'fee_waived_periods').split(/\s+/).includes(String(period));

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
    const kind =
      agency === 'provider' ? 'provider' : rule.key.startsWith('state:') ? 'state' : 'federal';
    for (const due of duesOf(rule, facts, lastYear)) {
      if (due.dueDate > range.through || due.dueDate <= facts.formationDate) continue;
      // Dissolved: no state filing or provider renewal after it; the final federal returns
      // stay (federalDues ends them at the dissolution's tax year). Issue 35 item 4.
      if (facts.dissolvedOn && kind !== 'federal' && due.dueDate > facts.dissolvedOn) continue;
      const initial = cell(rule, 'initial_due') !== '' && due.period === formationYear;
      const title = initial ? cell(rule, 'initial_title') : cell(rule, 'obligation');
      obligations.push({
        key,
        period: String(due.period),
        kind,
        ruleKey: rule.key,
        ruleVersion: rule.version,
        title: due.final ? `Final return: ${title}` : title,
        agency: agency === 'provider' ? 'Registered agent' : agency,
        dueDate: due.dueDate,
        unmovedDueDate: due.unmovedDueDate,
        windowOpens: due.windowOpens,
        feeCents: waived(rule, due.period) ? 0 : initial && initialFee !== null ? initialFee : fee,
      });
    }
  }
  // Plain code-unit order (keys and ISO dates are ASCII): localeCompare is slow and
  // depends on the locale.
  const order = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
  return obligations.sort((a, b) => order(a.dueDate, b.dueDate) || order(a.key, b.key));
};
