import { addDays, lastDayOf, parseYmd, shiftMonth } from './dates';
import {
  calendarDue,
  dayOfMonth,
  fiscalDue,
  firstFiscalYear,
  inParity,
  windowOpensFor,
} from './due-dates';
import type { TDue } from './due-dates';
import { cell, numberCell } from './rule-data';
import type { TCompanyFacts, TComplianceRule } from './types';

/** The first period of a rule due "the year after formation" (or the 2nd year, or later). */
const firstPeriod = (rule: TComplianceRule, formation: string): number => {
  const { y } = parseYmd(formation);
  if (/2nd year after|2 years after/.test(cell(rule, 'first_due'))) return y + 2;
  const skipAfter = cell(rule, 'skip_first_after');
  // MI: an LLC formed after September 30 files its first statement a year later.
  if (skipAfter && formation.slice(5) > skipAfter) return y + 2;
  return y + 1;
};

/** A report due N days after formation, or by the end of the next month (NV). */
const initialDue = (rule: TComplianceRule, formation: string): TDue[] => {
  const rule_ = cell(rule, 'initial_due');
  const { y, m } = parseYmd(formation);
  const days = /^days:(\d+)$/.exec(rule_);
  if (days)
    return [{ period: y, dueDate: addDays(formation, Number(days[1])), windowOpens: formation }];
  if (rule_ === 'end_of_next_month') {
    const next = shiftMonth(y, m, 1);
    return [{ period: y, dueDate: lastDayOf(next.y, next.m), windowOpens: formation }];
  }
  return [];
};

/** The fiscal-year rules (AL, KS, TN, VT): one per fiscal year ending on or after formation. */
const fiscalDues = (rule: TComplianceRule, facts: TCompanyFacts, lastYear: number): TDue[] => {
  const offset = numberCell(rule, 'offset_months') ?? 0;
  const formationYear = parseYmd(facts.formationDate).y;
  const dues: TDue[] = [];
  for (
    let y = firstFiscalYear(facts.formationDate, facts.fiscalYearEndMonth);
    y <= lastYear;
    y += 1
  ) {
    const dueDate = fiscalDue(y, facts.fiscalYearEndMonth, offset, cell(rule, 'due_day'));
    if (inParity(rule, formationYear, parseYmd(dueDate).y))
      dues.push({ period: y, dueDate, windowOpens: null });
  }
  return dues;
};

/**
 * CA's $800 tax (R&TC 17941): the 15th day of the 4th month of each taxable year. The first
 * taxable year starts at formation (its month counts as the 1st) and ends at the first
 * fiscal year end. R&TC 17946 spares a first year of 15 days or less only when the LLC also
 * did no business in California in it: we cannot know that, so the year is listed and its
 * fee words say when it is not owed (the customer marks it "does not apply"; issue 35 item 7).
 */
const taxableYearDues = (rule: TComplianceRule, facts: TCompanyFacts, lastYear: number): TDue[] => {
  const fye = facts.fiscalYearEndMonth;
  const day = cell(rule, 'due_day');
  const month = (numberCell(rule, 'due_month') ?? 4) - 1;
  const first = firstFiscalYear(facts.formationDate, fye);
  const f = parseYmd(facts.formationDate);
  const firstDue = shiftMonth(f.y, f.m, month);
  const dues: TDue[] = [
    { period: first, dueDate: dayOfMonth(firstDue.y, firstDue.m, day), windowOpens: null },
  ];
  for (let y = first + 1; y <= lastYear; y += 1) {
    // The taxable year ending in year y starts the month after the previous year's end.
    const start = shiftMonth(y - 1, fye, 1);
    const due = shiftMonth(start.y, start.m, month);
    dues.push({ period: y, dueDate: dayOfMonth(due.y, due.m, day), windowOpens: null });
  }
  return dues;
};

/**
 * CA Form 568 (FTB Pub. 3556; Form 568 instructions, "When and Where to File"): every LLC
 * not taxed as a corporation files it for each taxable year, a single-member one too. A
 * single-member LLC (disregarded, owned by a person) files by its owner's due date, the 15th
 * day of the 4th month after the year ends (offset_months_single); an LLC taxed as a
 * partnership by the 15th day of the 3rd (offset_months). A C-corporation files Form 100.
 */
const llcReturnDues = (rule: TComplianceRule, facts: TCompanyFacts, lastYear: number): TDue[] => {
  if (facts.taxClassification === 'c_corporation') return [];
  const offset =
    facts.owners.length <= 1
      ? (numberCell(rule, 'offset_months_single') ?? 4)
      : (numberCell(rule, 'offset_months') ?? 3);
  const dues: TDue[] = [];
  for (
    let y = firstFiscalYear(facts.formationDate, facts.fiscalYearEndMonth);
    y <= lastYear;
    y += 1
  ) {
    const dueDate = fiscalDue(y, facts.fiscalYearEndMonth, offset, cell(rule, 'due_day') || '15');
    dues.push({ period: y, dueDate, windowOpens: null });
  }
  return dues;
};

/** Every due date of a state rule for the company, periods up to `lastYear`. */
export const stateDues = (
  rule: TComplianceRule,
  facts: TCompanyFacts,
  lastYear: number,
): TDue[] => {
  if (cell(rule, 'cadence') === 'none') return [];
  // A one-off filing after formation (NY's publication, LLC Law 206): its initial due only.
  if (cell(rule, 'cadence') === 'once') return initialDue(rule, facts.formationDate);
  const dueRule = cell(rule, 'due_rule');
  if (dueRule === 'fiscal_offset') return fiscalDues(rule, facts, lastYear);
  if (dueRule === 'taxable_year_month') return taxableYearDues(rule, facts, lastYear);
  if (dueRule === 'llc_return') return llcReturnDues(rule, facts, lastYear);
  const formationYear = parseYmd(facts.formationDate).y;
  const dues = initialDue(rule, facts.formationDate);
  for (let y = firstPeriod(rule, facts.formationDate); y <= lastYear; y += 1) {
    if (!inParity(rule, formationYear, y)) continue;
    const dueDate = calendarDue(rule, facts.formationDate, y);
    if (dueDate) dues.push({ period: y, dueDate, windowOpens: windowOpensFor(rule, dueDate) });
  }
  return dues;
};
