import { computeObligations } from './compute-obligations';
import { factsOf, shippedRules } from './engine-test-helpers';
import type { TCompanyFacts } from './types';

/**
 * The reference cases' company (issue 35): an LLC formed on Tuesday 10 March 2026 with one
 * foreign owner (100%, an individual in Germany), taxed by default (a disregarded entity),
 * calendar year, no registered agent of ours.
 */
export const formedReferenceCompany = (state: string): TCompanyFacts =>
  factsOf({
    state,
    formationDate: '2026-03-10',
    owners: [{ country: 'DE', ownershipHundredths: 10000 }],
  });

const rules = shippedRules();

/**
 * Its obligations through 30 June 2028, a row each:
 * "due date  key  period  fee in cents  [moved from the date the rule gives]".
 */
export const referenceRowsOf = (state: string): string[] =>
  computeObligations(formedReferenceCompany(state), rules, { through: '2028-06-30' }).map((o) =>
    [
      o.dueDate,
      o.key,
      o.period,
      String(o.feeCents),
      o.unmovedDueDate ? `moved ${o.unmovedDueDate}` : '',
    ]
      .join(' ')
      .trim(),
  );

/** 15th day of the 4th month after 2026 ends (Form 5472 and Form 1120 instructions). */
export const IRS_2026 = '2027-04-15 irs:5472 2026 0';
/**
 * 26 U.S.C. 7503: April 15, 2028 is a Saturday and Monday the 17th is DC Emancipation Day
 * (observed), so Tuesday the 18th.
 */
export const IRS_2027 = '2028-04-18 irs:5472 2027 0 moved 2028-04-15';
/** BE-12, benchmark year 2027 (fiscal years ending in 2 or 7), due May 31 of the next year. */
export const BE12_2027 = '2028-05-31 bea:be12 2027 0';
