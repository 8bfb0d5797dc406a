import type { TCompanyFacts, TComplianceRule, TComputedObligation } from './types';

/*
 * REPLACED BY THE ENGINE HELPER (helper A) AT MERGE. A minimal but real version so the
 * module can be built and tested before the engine lands: only `anniversary_month_first`
 * and `fixed_date` state rules and Form 5472 (weekend moves only, no federal holidays).
 */

const iso = (y: number, m: number, d: number): string =>
  new Date(Date.UTC(y, m - 1, d)).toISOString().slice(0, 10);

/** Saturday/Sunday → the Monday after (26 U.S.C. 7503; holidays left to the engine). */
const offWeekend = (date: string): string => {
  const d = new Date(`${date}T00:00:00Z`);
  const day = d.getUTCDay();
  if (day === 6) d.setUTCDate(d.getUTCDate() + 2);
  if (day === 0) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

const stateDueDate = (rule: TComplianceRule, year: number, formed: string): string | null => {
  const month = Number(formed.slice(5, 7));
  switch (rule.data.due_rule) {
    case 'anniversary_month_first':
      return iso(year, month, 1);
    case 'fixed_date':
      return iso(year, Number(rule.data.due_month), Number(rule.data.due_day));
    default:
      return null;
  }
};

const stateObligations = (
  facts: TCompanyFacts,
  rule: TComplianceRule,
  through: string,
): TComputedObligation[] => {
  const out: TComputedObligation[] = [];
  const formedYear = Number(facts.formationDate.slice(0, 4));
  for (let year = formedYear + 1; ; year += 1) {
    const due = stateDueDate(rule, year, facts.formationDate);
    if (!due || due > through) return out;
    const fee = Number(rule.data.report_fee_usd_ordertoai);
    out.push({
      key: `${rule.key}:annual-report`,
      period: String(year),
      kind: 'state',
      ruleKey: rule.key,
      ruleVersion: rule.version,
      title: rule.data.obligation ?? 'Annual report',
      agency: rule.data.agency ?? '',
      dueDate: due,
      unmovedDueDate: null,
      windowOpens: null,
      feeCents: Number.isFinite(fee) ? Math.round(fee * 100) : null,
    });
  }
};

const form5472 = (
  facts: TCompanyFacts,
  rule: TComplianceRule,
  through: string,
): TComputedObligation[] => {
  const single = facts.owners.length === 1 && facts.owners[0]?.country.toUpperCase() !== 'US';
  if (!single || facts.taxClassification !== 'default') return [];
  const out: TComputedObligation[] = [];
  const fye = facts.fiscalYearEndMonth;
  const formedYear = Number(facts.formationDate.slice(0, 4));
  const formedMonth = Number(facts.formationDate.slice(5, 7));
  // The tax year is named by the year it ends in; the first one contains the formation date.
  for (let year = formedMonth > fye ? formedYear + 1 : formedYear; ; year += 1) {
    const unmoved = iso(year, fye + 4, 15);
    const due = offWeekend(unmoved);
    if (due > through) return out;
    out.push({
      key: 'irs:5472',
      period: String(year),
      kind: 'federal',
      ruleKey: rule.key,
      ruleVersion: rule.version,
      title: rule.data.obligation ?? 'Form 5472',
      agency: rule.data.agency ?? 'IRS',
      dueDate: due,
      unmovedDueDate: due === unmoved ? null : unmoved,
      windowOpens: null,
      feeCents: 0,
    });
  }
};

/** Every obligation of the company from its formation through `through` (YYYY-MM-DD). */
export const computeObligations = (
  facts: TCompanyFacts,
  rules: TComplianceRule[],
  options: { through: string },
): TComputedObligation[] => {
  const state = rules.find((r) => r.key === `state:${facts.state}`);
  const irs = rules.find((r) => r.key === 'federal:irs_5472_pro_forma_1120');
  return [
    ...(state ? stateObligations(facts, state, options.through) : []),
    ...(irs ? form5472(facts, irs, options.through) : []),
  ];
};
