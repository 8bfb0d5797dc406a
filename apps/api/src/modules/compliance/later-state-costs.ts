import type { TLaterStateCost } from '@charterline/shared/schemas/formation';
import { computeObligations } from './engine/compute-obligations';
import { clampedDay, parseYmd } from './engine/dates';
import { feeTextOf } from './engine/rule-data';
import type { TCompanyFacts, TComplianceRule } from './engine/types';

/** The same day a year on (Feb 29 → Feb 28): the end of the first 12 months, inclusive. */
export const twelveMonthsFrom = (day: string): string => {
  const { y, m, d } = parseYmd(day);
  return clampedDay(y + 1, m, d);
};

/**
 * A company the formation bundle forms on `day` before its owners are known: one owner
 * outside the US (ZZ: ISO 3166's "unknown"), the default tax classification (a disregarded
 * entity), a calendar fiscal year, our registered agent for its first year. Of these only
 * the fiscal year and the number of members change a state's obligations (AL, KS, TN, VT,
 * CA's tax; TN's per-member fee).
 */
export const formedOnFacts = (state: string, day: string): TCompanyFacts => ({
  state: state.toUpperCase(),
  formationDate: day,
  fiscalYearEndMonth: 12,
  taxClassification: 'default',
  owners: [{ country: 'ZZ', ownershipHundredths: 10_000 }],
  registeredAgent: 'ours',
  registeredAgentRenewsOn: twelveMonthsFrom(day),
});

/**
 * The state costs of the first 12 months of a company formed `today` in `state`, which
 * checkout does not charge (decision 0179): the engine's state obligations due after the
 * formation date and on or before the same day a year on, oldest first.
 */
export const laterStateCosts = (
  rules: TComplianceRule[],
  state: string,
  today: string,
): TLaterStateCost[] => {
  const byKey = new Map(rules.map((r) => [r.key, r]));
  return computeObligations(formedOnFacts(state, today), rules, {
    through: twelveMonthsFrom(today),
  })
    .filter((o) => o.kind === 'state')
    .map((o) => {
      const rule = byKey.get(o.ruleKey);
      return {
        key: o.key,
        title: o.title,
        agency: o.agency,
        dueDate: o.dueDate,
        fee: o.feeCents,
        feeText: rule ? feeTextOf(rule) : null,
      };
    });
};
