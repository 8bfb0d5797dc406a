import { describe, expect, it } from 'vitest';
import { computeObligations } from './compute-obligations';
import { duesOf, factsOf, shippedRules } from './engine-test-helpers';

const foreign = [{ country: 'DE', ownershipHundredths: 10000 }];
const two = [
  { country: 'US', ownershipHundredths: 5000 },
  { country: 'US', ownershipHundredths: 5000 },
];
const federalOf = (facts: Parameters<typeof factsOf>[0], through: string) =>
  computeObligations(factsOf({ state: 'NM', ...facts }), shippedRules(), { through }).map((o) =>
    [o.key, o.period, o.dueDate, o.unmovedDueDate].join(' '),
  );

describe('federal obligations', () => {
  it('Form 5472 every tax year for one foreign owner; April 15 2028 (a Saturday) moves past Emancipation Day to the 18th', () => {
    expect(federalOf({ owners: foreign }, '2028-12-31')).toEqual([
      'irs:5472 2025 2026-04-15 ',
      'irs:5472 2026 2027-04-15 ',
      'irs:5472 2027 2028-04-18 2028-04-15',
      // The sole owner abroad holds 100%: 2027 is a benchmark year.
      'bea:be12 2027 2028-05-31 ',
    ]);
  });

  it('an LLC formed on December 31 owes that tax year', () => {
    expect(federalOf({ owners: foreign, formationDate: '2025-12-31' }, '2026-12-31')).toEqual([
      'irs:5472 2025 2026-04-15 ',
    ]);
  });

  it('Form 1065 for two owners: March 15 2026 is a Sunday, so March 16', () => {
    expect(federalOf({ owners: two }, '2027-12-31')).toEqual([
      'irs:1065 2025 2026-03-16 2026-03-15',
      'irs:1065 2026 2027-03-15 ',
    ]);
  });

  it('a Monday holiday moves it a day: FYE October 2028, due Jan 15 2029 (Martin Luther King Jr. Day)', () => {
    const dues = federalOf({ owners: two, fiscalYearEndMonth: 10 }, '2029-01-31');
    expect(dues.at(-1)).toBe('irs:1065 2028 2029-01-16 2029-01-15');
  });

  it('Form 1120 for a C-corporation (and no 5472 / 1065 beside it); nothing for one US owner', () => {
    expect(
      federalOf({ owners: foreign, taxClassification: 'c_corporation' }, '2026-12-31'),
    ).toEqual(['irs:1120 2025 2026-04-15 ']);
    expect(federalOf({}, '2030-12-31')).toEqual([]);
    expect(federalOf({ owners: [] }, '2030-12-31')).toEqual([]);
  });

  it('BE-12 only in benchmark years, for an owner abroad with 10% or more', () => {
    const owners = [
      { country: 'US', ownershipHundredths: 9000 },
      { country: 'JP', ownershipHundredths: 1000 },
    ];
    expect(federalOf({ owners }, '2033-12-31').filter((d) => d.startsWith('bea'))).toEqual([
      'bea:be12 2027 2028-05-31 ',
      'bea:be12 2032 2033-05-31 ',
    ]);
    const below = [
      { country: 'US', ownershipHundredths: 9001 },
      { country: 'JP', ownershipHundredths: 999 },
    ];
    expect(federalOf({ owners: below }, '2033-12-31').filter((d) => d.startsWith('bea'))).toEqual(
      [],
    );
    expect(
      federalOf({ owners, formationDate: '2028-01-10' }, '2033-12-31').filter((d) =>
        d.startsWith('bea'),
      ),
    ).toEqual(['bea:be12 2032 2033-05-31 ']);
  });

  it('registered agent: ours renews on its renewal date each year; a third party’s is not ours to list (issue 36 item 3)', () => {
    expect(
      duesOf(
        { state: 'NM', registeredAgent: 'ours', registeredAgentRenewsOn: '2026-03-15' },
        '2027-12-31',
      ),
    ).toEqual([
      'provider:registered-agent 2026 2026-03-15',
      'provider:registered-agent 2027 2027-03-15',
    ]);
    // Their own agent (an LLC brought in with the agent it had): we know neither its price nor
    // its date, and it is not a filing: no renewal is listed, so none falls overdue.
    expect(duesOf({ state: 'NM', registeredAgent: 'theirs' }, '2026-12-31')).toEqual([]);
    expect(duesOf({ state: 'NM', registeredAgent: 'ours' }, '2030-12-31')).toEqual([]);
  });

  it('never lists BOI (US-formed LLCs are exempt), 1099-NEC or BE-13', () => {
    const all = computeObligations(
      factsOf({ owners: foreign, registeredAgent: 'theirs', taxClassification: 'default' }),
      shippedRules(),
      { through: '2040-12-31' },
    );
    expect(all.some((o) => /boi|1099|be13/.test(o.ruleKey))).toBe(false);
  });
});
