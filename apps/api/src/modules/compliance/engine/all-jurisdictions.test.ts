import { describe, expect, it } from 'vitest';
import { computeObligations } from './compute-obligations';
import { factsOf, shippedRules } from './engine-test-helpers';

const FORMED = ['2025-03-15', '2024-01-31', '2024-02-29', '2025-12-31'] as const;

/**
 * The first due date of every jurisdiction for a company formed on each of FORMED (calendar
 * year, one US owner), read off each row's rule by hand: "year after formation" kinds land
 * in the next year, biennial ones by their parity, CA/NV/WA first on their initial report
 * (NY on its publication; KY and RI on their minimum tax),
 * Feb 29 anniversaries on Feb 28, MI skips a year after a Sep 30 formation. null: no report.
 */
const FIRST_DUE: [string, ...(string | null)[]][] = [
  ['AL', '2026-03-15', '2025-03-15', '2025-03-15', '2026-03-15'],
  ['AK', '2027-01-02', '2026-01-02', '2026-01-02', '2027-01-02'],
  ['AZ', null, null, null, null],
  ['AR', '2026-05-01', '2025-05-01', '2025-05-01', '2026-05-01'],
  // CA: a 1-day first taxable year still lists the $800 (R&TC 17946), March 15, 2026 a Sunday.
  ['CA', '2025-06-13', '2024-04-15', '2024-05-15', '2026-03-16'],
  ['CO', '2026-03-31', '2025-01-31', '2025-02-28', '2026-12-31'],
  ['CT', '2026-03-31', '2025-03-31', '2025-03-31', '2026-03-31'],
  ['DE', '2026-06-01', '2025-06-01', '2025-06-01', '2026-06-01'],
  ['DC', '2026-04-01', '2025-04-01', '2025-04-01', '2026-04-01'],
  ['FL', '2026-05-01', '2025-05-01', '2025-05-01', '2026-05-01'],
  ['GA', '2026-04-01', '2025-04-01', '2025-04-01', '2026-04-01'],
  ['HI', '2026-03-31', '2025-03-31', '2025-03-31', '2026-12-31'],
  ['ID', '2026-03-31', '2025-01-31', '2025-02-28', '2026-12-31'],
  ['IL', '2026-02-28', '2024-12-31', '2025-01-31', '2026-11-30'],
  ['IN', '2027-03-31', '2026-01-31', '2026-02-28', '2027-12-31'],
  ['IA', '2027-04-01', '2025-04-01', '2025-04-01', '2027-04-01'],
  ['KS', '2027-04-15', '2026-04-15', '2026-04-15', '2027-04-15'],
  // KY, RI: their minimum tax (LLET, annual charge) comes before the report.
  ['KY', '2026-04-15', '2025-04-15', '2025-04-15', '2026-04-15'],
  ['LA', '2026-03-15', '2025-01-31', '2025-02-28', '2026-12-31'],
  ['ME', '2026-06-01', '2025-06-01', '2025-06-01', '2026-06-01'],
  ['MD', '2026-04-15', '2025-04-15', '2025-04-15', '2026-04-15'],
  ['MA', '2026-03-15', '2025-01-31', '2025-02-28', '2026-12-31'],
  ['MI', '2026-02-15', '2025-02-15', '2025-02-15', '2027-02-15'],
  ['MN', '2026-12-31', '2025-12-31', '2025-12-31', '2026-12-31'],
  ['MS', '2026-04-15', '2025-04-15', '2025-04-15', '2026-04-15'],
  ['MO', null, null, null, null],
  ['MT', '2026-04-15', '2025-04-15', '2025-04-15', '2026-04-15'],
  ['NE', '2027-04-01', '2025-04-01', '2025-04-01', '2027-04-01'],
  ['NV', '2025-04-30', '2024-02-29', '2024-03-31', '2026-01-31'],
  ['NH', '2026-04-01', '2025-04-01', '2025-04-01', '2026-04-01'],
  ['NJ', '2026-03-31', '2025-01-31', '2025-02-28', '2026-12-31'],
  ['NM', null, null, null, null],
  // NY: the publication within 120 days (LLC Law 206) comes first.
  ['NY', '2025-07-14', '2024-05-30', '2024-06-28', '2026-04-30'],
  ['NC', '2026-04-15', '2025-04-15', '2025-04-15', '2026-04-15'],
  ['ND', '2026-11-15', '2025-11-15', '2025-11-15', '2026-11-15'],
  ['OH', null, null, null, null],
  ['OK', '2026-03-15', '2025-01-31', '2025-02-28', '2026-12-31'],
  ['OR', '2026-03-15', '2025-01-31', '2025-02-28', '2026-12-31'],
  ['PA', '2026-09-30', '2025-09-30', '2025-09-30', '2026-09-30'],
  ['RI', '2026-03-15', '2025-03-15', '2025-03-15', '2026-03-15'],
  ['SC', null, null, null, null],
  // SD: by the end of the anniversary month (SDCL 59-11-25).
  ['SD', '2026-03-31', '2025-01-31', '2025-02-28', '2026-12-31'],
  ['TN', '2026-04-01', '2025-04-01', '2025-04-01', '2026-04-01'],
  ['TX', '2026-05-15', '2025-05-15', '2025-05-15', '2026-05-15'],
  ['UT', '2026-03-31', '2025-01-31', '2025-02-28', '2026-12-31'],
  ['VT', '2026-03-31', '2025-03-31', '2025-03-31', '2026-03-31'],
  ['VA', '2026-03-31', '2025-01-31', '2025-02-28', '2026-12-31'],
  ['WA', '2025-07-13', '2024-05-30', '2024-06-28', '2026-04-30'],
  ['WV', '2026-06-30', '2025-06-30', '2025-06-30', '2026-06-30'],
  ['WI', '2026-03-31', '2025-03-31', '2025-03-31', '2026-12-31'],
  ['WY', '2026-03-01', '2025-01-01', '2025-02-01', '2026-12-01'],
];

const rules = shippedRules();

describe('the first due date of all 51 jurisdictions', () => {
  it('covers the 50 states and DC', () => {
    expect(new Set(FIRST_DUE.map(([code]) => code)).size).toBe(51);
    expect(rules.filter((r) => /^state:[A-Z]{2}$/.test(r.key))).toHaveLength(51);
  });

  it.each(FIRST_DUE)('%s', (state, ...expected) => {
    FORMED.forEach((formationDate, i) => {
      const obligations = computeObligations(factsOf({ state, formationDate }), rules, {
        through: '2030-12-31',
      });
      expect(obligations[0]?.dueDate ?? null, formationDate).toBe(expected[i]);
      // After the first, a rule comes back each year (biennial: every 2 years), no gap.
      for (const key of new Set(obligations.map((o) => o.key))) {
        const own = obligations.filter((o) => o.key === key && !o.title.startsWith('Initial'));
        const rule = rules.find((r) => r.key === own[0]?.ruleKey);
        const step = rule?.data.cadence === 'biennial' ? 2 : 1;
        const years = own.map((o) => Number(o.period));
        expect(years.slice(1).map((y, j) => y - (years[j] ?? 0))).toEqual(
          years.slice(1).map(() => step),
        );
      }
    });
  });
});
