import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isBusinessDay, isLegalHoliday } from './business-days';
import { addDays, parseYmd } from './dates';
import { computeObligations } from './compute-obligations';
import { shippedRules } from './engine-test-helpers';
import type { TCompanyFacts } from './types';

const rules = shippedRules();
const codes = rules.filter((r) => /^state:[A-Z]{2}$/.test(r.key)).map((r) => r.key.slice(6));
const day = (from: string, span: number) =>
  fc.integer({ min: 0, max: span }).map((n) => addDays(from, n));

const factsArb: fc.Arbitrary<TCompanyFacts> = fc.record({
  state: fc.constantFrom(...codes),
  formationDate: day('2015-01-01', 365 * 15),
  fiscalYearEndMonth: fc.integer({ min: 1, max: 12 }),
  taxClassification: fc.constantFrom('default' as const, 'c_corporation' as const),
  owners: fc.array(
    fc.record({
      country: fc.constantFrom('US', 'DE', 'GB', 'IN', 'us'),
      ownershipHundredths: fc.integer({ min: 0, max: 10000 }),
    }),
    { maxLength: 4 },
  ),
  registeredAgent: fc.constantFrom('ours' as const, 'theirs' as const, 'none' as const),
  registeredAgentRenewsOn: fc.option(day('2016-01-01', 365 * 10)),
});
const caseArb = fc.tuple(factsArb, fc.integer({ min: 0, max: 365 * 8 }));

describe('engine properties', () => {
  it('due after formation and by `through`, sorted, one per key and period', () => {
    fc.assert(
      fc.property(caseArb, ([facts, span]) => {
        const through = addDays(facts.formationDate, span);
        const obligations = computeObligations(facts, rules, { through });
        const ids = obligations.map((o) => `${o.key}/${o.period}`);
        expect(new Set(ids).size).toBe(ids.length);
        for (const o of obligations) {
          expect(o.dueDate > facts.formationDate && o.dueDate <= through).toBe(true);
          if (o.windowOpens) expect(o.windowOpens <= o.dueDate).toBe(true);
        }
        const dates = obligations.map((o) => o.dueDate);
        expect(dates).toEqual([...dates].sort());
      }),
      { numRuns: 300 },
    );
  });

  it('an annual state rule is listed for every year in between', () => {
    fc.assert(
      fc.property(caseArb, ([facts, span]) => {
        const through = addDays(facts.formationDate, span);
        const obligations = computeObligations(facts, rules, { through });
        const rule = rules.find((r) => r.key === `state:${facts.state}`);
        if (rule?.data.cadence !== 'annual') return;
        const key = obligations.find((o) => o.ruleKey === rule.key)?.key;
        const years = new Set(
          obligations.filter((o) => o.key === key).map((o) => Number(o.period)),
        );
        for (let y = parseYmd(facts.formationDate).y + 2; y <= parseYmd(through).y - 2; y += 1) {
          expect(years.has(y), `${facts.state} ${y}`).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('IRS dates are business days; a moved one was a weekend or holiday, at most 4 days before', () => {
    fc.assert(
      fc.property(caseArb, ([facts, span]) => {
        const through = addDays(facts.formationDate, span);
        for (const o of computeObligations(facts, rules, { through })) {
          if (!o.key.startsWith('irs:')) continue;
          expect(isBusinessDay(o.dueDate)).toBe(true);
          if (o.unmovedDueDate === null) continue;
          expect(isBusinessDay(o.unmovedDueDate)).toBe(false);
          expect(o.dueDate > o.unmovedDueDate && o.dueDate <= addDays(o.unmovedDueDate, 4)).toBe(
            true,
          );
        }
      }),
      { numRuns: 300 },
    );
  });

  it('knows DC Emancipation Day and the observed federal holidays', () => {
    expect(isLegalHoliday('2028-04-17')).toBe(true); // April 16 2028 is a Sunday
    expect(isLegalHoliday('2027-04-16')).toBe(true);
    expect(isLegalHoliday('2027-07-05')).toBe(true); // July 4 2027 is a Sunday
    expect(isLegalHoliday('2027-04-15')).toBe(false);
  });
});
