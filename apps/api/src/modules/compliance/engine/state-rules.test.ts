import { describe, expect, it } from 'vitest';
import { computeObligations } from './compute-obligations';
import { duesOf, factsOf, shippedRules } from './engine-test-helpers';

/**
 * Hand-written dates from the statutes the data cites (not computed): a company formed on
 * 2025-03-15, calendar fiscal year, one US owner, through 2028-12-31.
 */
describe('state rules checked against their statutes', () => {
  it('DE: $300 LLC tax every June 1 from the year after formation, no annual report (6 Del. C. 18-1107)', () => {
    expect(duesOf({ state: 'DE' }, '2028-12-31')).toEqual([
      'state:DE:llc-tax 2026 2026-06-01',
      'state:DE:llc-tax 2027 2027-06-01',
      'state:DE:llc-tax 2028 2028-06-01',
    ]);
  });

  it('WY: 1st day of the anniversary month from the year after formation (W.S. 17-29-209)', () => {
    expect(duesOf({ state: 'WY' }, '2028-12-31')).toEqual([
      'state:WY:annual-report 2026 2026-03-01',
      'state:WY:annual-report 2027 2027-03-01',
      'state:WY:annual-report 2028 2028-03-01',
    ]);
  });

  it('CA: SOI within 90 days then every 2 years; $800 tax on the 15th of the 4th month of each taxable year; Form 568 each year (FTB Pub. 3556); Cal. Gov. Code 6707 moves weekend dates', () => {
    expect(duesOf({ state: 'CA' }, '2028-12-31')).toEqual([
      'state:CA:annual-report 2025 2025-06-13',
      // June 15, 2025 is a Sunday.
      'state:CA:llc-tax 2025 2025-06-16',
      // Form 568 of a single-member LLC: the 15th day of the 4th month after the year ends.
      'state:CA:form-568 2025 2026-04-15',
      'state:CA:llc-tax 2026 2026-04-15',
      'state:CA:annual-report 2027 2027-03-31',
      'state:CA:form-568 2026 2027-04-15',
      'state:CA:llc-tax 2027 2027-04-15',
      // April 15, 2028 is a Saturday.
      'state:CA:form-568 2027 2028-04-17',
      'state:CA:llc-tax 2028 2028-04-17',
    ]);
  });

  it('CA: Form 568 of an LLC taxed as a partnership is due the 15th day of the 3rd month; none for a C-corporation', () => {
    const two = [
      { country: 'US', ownershipHundredths: 5000 },
      { country: 'US', ownershipHundredths: 5000 },
    ];
    expect(
      duesOf({ state: 'CA', owners: two }, '2026-12-31').filter((d) => d.includes('form-568')),
    ).toEqual(['state:CA:form-568 2025 2026-03-16']);
    expect(
      duesOf({ state: 'CA', taxClassification: 'c_corporation' }, '2026-12-31').filter((d) =>
        d.includes('form-568'),
      ),
    ).toEqual([]);
  });

  it('CA: a first taxable year of 15 days or less still lists the $800 (R&TC 17946 also asks that no business was done, which we cannot know)', () => {
    expect(duesOf({ state: 'CA', formationDate: '2025-12-17' }, '2026-12-31')).toEqual([
      // March 15, 2026 is a Sunday.
      'state:CA:llc-tax 2025 2026-03-16',
      'state:CA:annual-report 2025 2026-03-17',
      'state:CA:form-568 2025 2026-04-15',
      'state:CA:llc-tax 2026 2026-04-15',
    ]);
    const [first] = computeObligations(
      factsOf({ state: 'CA', formationDate: '2025-12-17' }),
      shippedRules(),
      { through: '2026-03-16' },
    );
    expect(first).toMatchObject({ key: 'state:CA:llc-tax', feeCents: 80000 });
  });

  it('TX: franchise tax report + PIR every May 15 from the year after formation (Tex. Tax Code 171.202), moved off weekends (111.053)', () => {
    expect(duesOf({ state: 'TX' }, '2028-12-31')).toEqual([
      'state:TX:franchise-tax 2026 2026-05-15',
      // May 15, 2027 is a Saturday.
      'state:TX:franchise-tax 2027 2027-05-17',
      'state:TX:franchise-tax 2028 2028-05-15',
    ]);
    const moved = computeObligations(factsOf({ state: 'TX' }), shippedRules(), {
      through: '2027-12-31',
    }).at(-1);
    expect(moved).toMatchObject({ dueDate: '2027-05-17', unmovedDueDate: '2027-05-15' });
  });

  it('SD: due by the end of the anniversary month (SDCL 59-11-25), $50 online', () => {
    const dues = computeObligations(factsOf({ state: 'SD' }), shippedRules(), {
      through: '2027-12-31',
    });
    expect(dues.map((o) => `${o.period} ${o.dueDate} ${o.feeCents}`)).toEqual([
      '2026 2026-03-31 5000',
      '2027 2027-03-31 5000',
    ]);
  });

  it('MT: $20 by April 15 (ARM 44.5.115), waived for the 2024 and 2025 reports only (ARM 44.5.303)', () => {
    const dues = computeObligations(
      factsOf({ state: 'MT', formationDate: '2023-06-01' }),
      shippedRules(),
      { through: '2027-12-31' },
    );
    expect(dues.map((o) => `${o.period} ${o.dueDate} ${o.feeCents}`)).toEqual([
      '2024 2024-04-15 0',
      '2025 2025-04-15 0',
      '2026 2026-04-15 2000',
      '2027 2027-04-15 2000',
    ]);
  });

  it('NY: publication + Certificate of Publication ($50) within 120 days of formation (N.Y. LLC Law 206)', () => {
    const [publication] = computeObligations(factsOf({ state: 'NY' }), shippedRules(), {
      through: '2026-12-31',
    });
    // March 15 + 120 days is Sunday July 13, 2025: N.Y. Gen. Constr. Law 25-a, Monday.
    expect(publication).toMatchObject({
      key: 'state:NY:publication',
      title: 'Publication + Certificate of Publication',
      dueDate: '2025-07-14',
      unmovedDueDate: '2025-07-13',
      feeCents: 5000,
    });
  });

  it('FL: Jan 1 – May 1 from the year after formation (Fla. Stat. 605.0212)', () => {
    const [first] = computeObligations(factsOf({ state: 'FL' }), shippedRules(), {
      through: '2026-12-31',
    });
    expect(first).toMatchObject({
      dueDate: '2026-05-01',
      windowOpens: '2026-01-01',
      feeCents: 13875,
    });
  });

  it('NY: biennial statement in the anniversary month, every 2 years (N.Y. LLC Law 301(e))', () => {
    expect(duesOf({ state: 'NY' }, '2029-12-31')).toEqual([
      'state:NY:publication 2025 2025-07-14',
      'state:NY:annual-report 2027 2027-03-31',
      // March 31, 2029 is a Saturday (N.Y. Gen. Constr. Law 25-a).
      'state:NY:annual-report 2029 2029-04-02',
    ]);
    const report = computeObligations(factsOf({ state: 'NY' }), shippedRules(), {
      through: '2027-12-31',
    }).find((o) => o.key === 'state:NY:annual-report');
    expect(report?.windowOpens).toBe('2027-03-01');
  });

  it('PA: $7 annual report by September 30 (15 Pa.C.S. 146(c)(2)), not decennial', () => {
    const obligations = computeObligations(factsOf({ state: 'PA' }), shippedRules(), {
      through: '2027-12-31',
    });
    expect(obligations.map((o) => [o.dueDate, o.feeCents])).toEqual([
      ['2026-09-30', 700],
      ['2027-09-30', 700],
    ]);
  });

  it('NM, AZ, MO, OH, SC: no recurring state report', () => {
    for (const state of ['NM', 'AZ', 'MO', 'OH', 'SC']) {
      expect(duesOf({ state }, '2030-12-31')).toEqual([]);
    }
  });

  it('CT: $80 report Jan 1 – Mar 31 and no $250 tax', () => {
    const [first, ...rest] = computeObligations(factsOf({ state: 'CT' }), shippedRules(), {
      through: '2026-12-31',
    });
    expect(first).toMatchObject({
      dueDate: '2026-03-31',
      windowOpens: '2026-01-01',
      feeCents: 8000,
    });
    expect(rest).toEqual([]);
  });

  it('a Jan 31 formation: month-end anniversaries stay on the last day', () => {
    expect(duesOf({ state: 'NY', formationDate: '2024-01-31' }, '2028-12-31')).toEqual([
      'state:NY:publication 2024 2024-05-30',
      // January 31, 2026 is a Saturday (N.Y. Gen. Constr. Law 25-a).
      'state:NY:annual-report 2026 2026-02-02',
      'state:NY:annual-report 2028 2028-01-31',
    ]);
    expect(duesOf({ state: 'IL', formationDate: '2024-01-31' }, '2025-12-31')).toEqual([
      'state:IL:annual-report 2025 2024-12-31',
      'state:IL:annual-report 2026 2025-12-31',
    ]);
  });

  it('a Feb 29 formation: the anniversary date is Feb 28 in common years, Feb 29 in leap years', () => {
    expect(duesOf({ state: 'OR', formationDate: '2024-02-29' }, '2028-12-31')).toEqual([
      'state:OR:annual-report 2025 2025-02-28',
      'state:OR:annual-report 2026 2026-02-28',
      'state:OR:annual-report 2027 2027-02-28',
      'state:OR:annual-report 2028 2028-02-29',
    ]);
  });

  it('biennial parity: formation year, formation year + 1, odd years', () => {
    expect(duesOf({ state: 'IN', formationDate: '2024-06-10' }, '2030-12-31')).toEqual([
      'state:IN:annual-report 2026 2026-06-30',
      'state:IN:annual-report 2028 2028-06-30',
      'state:IN:annual-report 2030 2030-06-30',
    ]);
    expect(duesOf({ state: 'DC', formationDate: '2024-06-10' }, '2029-12-31')).toEqual([
      'state:DC:annual-report 2025 2025-04-01',
      'state:DC:annual-report 2027 2027-04-01',
      'state:DC:annual-report 2029 2029-04-01',
    ]);
    expect(duesOf({ state: 'IA', formationDate: '2025-06-10' }, '2029-12-31')).toEqual([
      'state:IA:annual-report 2027 2027-04-01',
      'state:IA:annual-report 2029 2029-04-01',
    ]);
  });

  it('fiscal offsets follow the fiscal year end (FYE June)', () => {
    const june = { fiscalYearEndMonth: 6, formationDate: '2025-03-15' };
    // TN's report on the 1st day, its franchise and excise tax on the 15th, of the 4th month.
    expect(duesOf({ ...june, state: 'TN' }, '2027-12-31')).toEqual([
      'state:TN:annual-report 2025 2025-10-01',
      'state:TN:franchise-excise-tax 2025 2025-10-15',
      'state:TN:annual-report 2026 2026-10-01',
      'state:TN:franchise-excise-tax 2026 2026-10-15',
      'state:TN:annual-report 2027 2027-10-01',
      'state:TN:franchise-excise-tax 2027 2027-10-15',
    ]);
    expect(duesOf({ ...june, state: 'VT' }, '2026-12-31')).toEqual([
      'state:VT:annual-report 2025 2025-09-30',
      'state:VT:annual-report 2026 2026-09-30',
    ]);
    // KS: biennial, filed in years of the formation year's parity (odd here).
    expect(duesOf({ ...june, state: 'KS' }, '2028-12-31')).toEqual([
      'state:KS:annual-report 2025 2025-10-15',
      'state:KS:annual-report 2027 2027-10-15',
    ]);
  });

  it('TN: $50 a member, at least $300 and at most $3,000', () => {
    const fee = (members: number) =>
      computeObligations(
        factsOf({
          state: 'TN',
          owners: Array.from({ length: members }, () => ({
            country: 'US',
            ownershipHundredths: 1,
          })),
        }),
        shippedRules().filter((r) => r.key === 'state:TN'),
        { through: '2026-12-31' },
      )[0]?.feeCents;
    expect([fee(1), fee(6), fee(7), fee(60), fee(61)]).toEqual([
      30000, 30000, 35000, 300000, 300000,
    ]);
  });
});
