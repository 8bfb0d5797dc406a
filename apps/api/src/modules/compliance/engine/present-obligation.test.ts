import { describe, expect, it } from 'vitest';
import { computeObligations } from './compute-obligations';
import { factsOf, shippedRules } from './engine-test-helpers';
import { presentObligation } from './present-obligation';
import type { TCompanyFacts, TObligationPresentation } from './types';

const rules = shippedRules();
const presented = (facts: Partial<TCompanyFacts>, key: string): TObligationPresentation => {
  const obligation = computeObligations(factsOf(facts), rules, { through: '2030-12-31' }).find(
    (o) => o.key === key,
  );
  const rule = rules.find((r) => r.key === obligation?.ruleKey);
  if (!obligation || !rule) throw new Error(`no ${key}`);
  return presentObligation(obligation, rule);
};

describe('presentObligation', () => {
  it('WY: the rule in words, the fee rule, dissolution 60 days after, the state site', () => {
    expect(presented({ state: 'WY' }, 'state:WY:annual-report')).toMatchObject({
      ruleText: '1st day of your anniversary month',
      feeText: 'Greater of $60 or $0.0002 × Wyoming assets',
      evidence: 'primary',
      lastVerified: '2026-11-23',
      officialUrl: expect.stringMatching(/^https:\/\/.*wyo/),
      dissolutionAfterDays: 60,
      fileForMeProductKey: 'annual-report-filing',
    });
  });

  it('DE and CA: fixed and taxable-year dates; the taxes are filed by the franchise-tax product', () => {
    expect(presented({ state: 'DE' }, 'state:DE:llc-tax')).toMatchObject({
      ruleText: 'June 1 each year',
      fileForMeProductKey: 'franchise-tax',
    });
    expect(presented({ state: 'CA' }, 'state:CA:llc-tax')).toMatchObject({
      ruleText:
        '15th day of the 4th month of each taxable year (the first starts at formation); moved to the next business day off weekends and holidays (Cal. Gov. Code 6707)',
      fileForMeProductKey: 'franchise-tax',
      dateMoveLaw: 'Cal. Gov. Code 6707',
    });
    expect(presented({ state: 'CA' }, 'state:CA:form-568')).toMatchObject({
      ruleText:
        '15th day of the 4th month after each taxable year ends (single-member LLC; the 3rd with more members); moved to the next business day off weekends and holidays (Cal. Gov. Code 6707)',
      feeText: expect.stringContaining('No fee with the return'),
    });
    expect(presented({ state: 'CA' }, 'state:CA:annual-report')).toMatchObject({
      ruleText:
        'Within 90 days of formation, then last day of your anniversary month, every 2 years; moved to the next business day off weekends and holidays (Cal. Gov. Code 6707)',
      windowText: 'Anniversary month and the 5 months before',
    });
    expect(presented({ state: 'NY' }, 'state:NY:annual-report').ruleText).toBe(
      'Last day of your anniversary month, every 2 years; moved to the next business day off weekends and holidays (N.Y. Gen. Constr. Law 25-a)',
    );
    expect(presented({ state: 'NY' }, 'state:NY:publication')).toMatchObject({
      ruleText:
        'Within 120 days of formation, once; moved to the next business day off weekends and holidays (N.Y. Gen. Constr. Law 25-a)',
      fileForMeProductKey: 'ny-publication',
      consequence: expect.stringContaining('suspended'),
    });
  });

  it('FL: its window, late fee and dissolution date; sources keep the licence line', () => {
    const fl = presented({ state: 'FL' }, 'state:FL:annual-report');
    expect(fl).toMatchObject({
      windowText: 'Jan 1 – May 1',
      consequence: 'Late fee $400; administrative dissolution on the 3rd Friday of September',
      dissolutionAfterDays: null,
    });
    expect(fl.sources).toContain('Fla. Stat. 605.0212');
    expect(fl.sources).toContain('CC BY 4.0');
  });

  it("OK: the row's 60-day grace is a consequence, not a filing window", () => {
    expect(presented({ state: 'OK' }, 'state:OK:annual-report')).toMatchObject({
      windowText: null,
      consequence: 'Loses good standing 60 days after the due date if still not filed',
    });
  });

  it('conflicting sources stay a conflict (AL); SD is settled by its statute (SDCL 59-11-25)', () => {
    expect(presented({ state: 'SD' }, 'state:SD:annual-report')).toMatchObject({
      evidence: 'primary',
      ruleText: 'Last day of your anniversary month',
    });
    expect(presented({ state: 'AL' }, 'state:AL:annual-report')).toMatchObject({
      evidence: 'conflict',
      ruleText: '15th day of the 3rd month after your fiscal year ends',
    });
  });

  it('federal: 5472 with its penalty, the IRS page and the tax preparation product', () => {
    const owners = [{ country: 'DE', ownershipHundredths: 10000 }];
    expect(presented({ owners }, 'irs:5472')).toMatchObject({
      ruleText: expect.stringContaining('15th day of the 4th month after your fiscal year ends'),
      consequence: '$25,000 penalty per form',
      officialUrl: 'https://www.irs.gov/forms-pubs/about-form-5472',
      fileForMeProductKey: 'federal-tax-preparation',
      windowText: null,
    });
    expect(presented({ owners }, 'bea:be12').fileForMeProductKey).toBe('be-12-survey');
    expect(
      presented(
        { registeredAgent: 'ours', registeredAgentRenewsOn: '2026-03-15' },
        'provider:registered-agent',
      ),
    ).toMatchObject({
      fileForMeProductKey: 'registered-agent-renewal',
    });
  });

  it('TN and TX: the fee rule in words', () => {
    expect(presented({ state: 'TN' }, 'state:TN:annual-report').feeText).toBe(
      '$50 per member, min $300, max $3,000',
    );
    expect(presented({ state: 'TX' }, 'state:TX:franchise-tax').feeText).toBe(
      '$0 franchise tax below $2.65 million of revenue (2026 reports); the report is still required',
    );
  });
});
