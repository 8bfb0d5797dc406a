import { compiledFactRows } from '../../../../test/legal-facts-helpers';
import { readComplianceRuleRows } from '../../../db/compliance-rule-rows';
import { ruleWithFactFees } from '../../legal-facts/fact-fees';
import { computeObligations } from './compute-obligations';
import type { TCompanyFacts, TComplianceRule, TComputedObligation } from './types';

/**
 * The shipped rules as version 1, as seeding a fresh database stores them and the engine
 * reads them: fees (and the facts their words name) from the facts table (decision 0181).
 */
export const shippedRules = (): TComplianceRule[] => {
  const facts = compiledFactRows();
  return readComplianceRuleRows().map((row) => ruleWithFactFees({ ...row, version: 1 }, facts));
};

/** A company with one US owner, calendar year, no registered agent: only its state's rules. */
export const factsOf = (overrides: Partial<TCompanyFacts>): TCompanyFacts => ({
  state: 'WY',
  formationDate: '2025-03-15',
  fiscalYearEndMonth: 12,
  taxClassification: 'default',
  owners: [{ country: 'US', ownershipHundredths: 10000 }],
  registeredAgent: 'none',
  registeredAgentRenewsOn: null,
  ...overrides,
});

const rules = shippedRules();

/** "key period dueDate" of each obligation through the date, for literal expectations. */
export const duesOf = (facts: Partial<TCompanyFacts>, through: string): string[] =>
  computeObligations(factsOf(facts), rules, { through }).map(
    (o: TComputedObligation) => `${o.key} ${o.period} ${o.dueDate}`,
  );
