import { nextBusinessDay } from './business-days';
import { clampedDay, lastDayOf, parseYmd } from './dates';
import { fiscalDue, firstFiscalYear } from './due-dates';
import type { TDue } from './due-dates';
import { cell, numberCell } from './rule-data';
import type { TCompanyFacts, TComplianceRule } from './types';

/**
 * A federal due date, with the date before a 26 U.S.C. 7503 move when it moved; `final` for
 * the return of the tax year a dissolution ended.
 */
export type TFederalDue = TDue & { unmovedDueDate: string | null; final?: boolean };

const moved = (due: TDue): TFederalDue => {
  const dueDate = nextBusinessDay(due.dueDate);
  return { ...due, dueDate, unmovedDueDate: dueDate === due.dueDate ? null : due.dueDate };
};

/**
 * An IRS return is for a tax year (the period: the year it ends in), due N months after it
 * ends on the 15th. The first tax year is the one the formation date falls in, so an LLC
 * formed on December 31 still owes that year's return. A dissolution ends the tax year it
 * falls in: that year's return is the final one, due N months after the end of the month of
 * dissolution (Form 1065 instructions: a partnership's year ends when it terminates, its
 * return due the 15th day of the 3rd month after; Form 1120 instructions: a dissolved
 * corporation files by the 15th day of the 4th month after it dissolved, and the pro forma
 * 1120 with Form 5472 follows the 1120's dates). No return is listed after it.
 */
const irsDues = (rule: TComplianceRule, facts: TCompanyFacts, lastYear: number): TFederalDue[] => {
  const offset = numberCell(rule, 'offset_months') ?? numberCell(rule, 'due_month') ?? 0;
  const day = cell(rule, 'due_day') || '15';
  const fye = facts.fiscalYearEndMonth;
  const dissolved = facts.dissolvedOn ?? null;
  const finalYear = dissolved ? firstFiscalYear(dissolved, fye) : null;
  const dues: TFederalDue[] = [];
  for (let y = firstFiscalYear(facts.formationDate, fye); y <= lastYear; y += 1) {
    if (dissolved && y === finalYear) {
      const end = parseYmd(dissolved);
      const dueDate = fiscalDue(end.y, end.m, offset, day);
      dues.push({ ...moved({ period: y, dueDate, windowOpens: null }), final: true });
      break;
    }
    const dueDate = fiscalDue(y, fye, offset, day);
    dues.push(moved({ period: y, dueDate, windowOpens: null }));
  }
  return dues;
};

/** BE-12 is asked only for benchmark fiscal years: those ending in a year ending in 2 or 7. */
const benchmarkDues = (
  rule: TComplianceRule,
  facts: TCompanyFacts,
  lastYear: number,
): TFederalDue[] => {
  const dues: TFederalDue[] = [];
  for (
    let y = firstFiscalYear(facts.formationDate, facts.fiscalYearEndMonth);
    y <= lastYear;
    y += 1
  ) {
    if (y % 5 !== 2) continue;
    // A company dissolved before the benchmark year ended is not asked for it.
    if (facts.dissolvedOn && lastDayOf(y, facts.fiscalYearEndMonth) > facts.dissolvedOn) break;
    const dueDate = clampedDay(
      y + 1,
      numberCell(rule, 'due_month') ?? 5,
      numberCell(rule, 'due_day') ?? 31,
    );
    dues.push({ period: y, dueDate, windowOpens: null, unmovedDueDate: null });
  }
  return dues;
};

/**
 * Our agent renews on its subscription's term end, each year from there (the terms before
 * were paid with it). Only ours (federalRuleApplies): a third party's renewal is on terms we
 * do not know and is no filing (issue 36 item 3).
 */
const agentDues = (facts: TCompanyFacts, lastYear: number): TFederalDue[] => {
  const from = facts.registeredAgent === 'ours' ? facts.registeredAgentRenewsOn : null;
  if (!from) return [];
  const start = parseYmd(from);
  const dues: TFederalDue[] = [];
  for (let y = start.y; y <= lastYear; y += 1) {
    dues.push({
      period: y,
      dueDate: clampedDay(y, start.m, start.d),
      windowOpens: null,
      unmovedDueDate: null,
    });
  }
  return dues;
};

export const federalDues = (
  rule: TComplianceRule,
  facts: TCompanyFacts,
  lastYear: number,
): TFederalDue[] => {
  switch (cell(rule, 'applies')) {
    case 'single_foreign_owner':
    case 'multi_member':
    case 'c_corporation':
      return irsDues(rule, facts, lastYear);
    case 'foreign_ten_percent_benchmark':
      return benchmarkDues(rule, facts, lastYear);
    case 'registered_agent':
      return agentDues(facts, lastYear);
    default:
      return [];
  }
};
