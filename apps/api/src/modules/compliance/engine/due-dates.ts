import { clampedDay, lastDayOf, parseMonthDay, parseYmd, shiftMonth, ymd } from './dates';
import { cell, numberCell } from './rule-data';
import type { TComplianceRule } from './types';

/** One due date of a rule, before any weekend move: the period it is for and its window. */
export type TDue = { period: number; dueDate: string; windowOpens: string | null };

/** "the day" of a month from a due_day cell: a number, or 'last'. */
export const dayOfMonth = (y: number, m: number, day: string): string =>
  day === 'last' ? lastDayOf(y, m) : clampedDay(y, m, Number(day) || 1);

/**
 * The due date of period `y` for the anniversary and fixed kinds (the fiscal kinds are
 * periods of a fiscal year: fiscalDue). An anniversary on Feb 29 falls on Feb 28 in common
 * years (clampedDay), as the states' systems do.
 */
export const calendarDue = (rule: TComplianceRule, formation: string, y: number): string | null => {
  const f = parseYmd(formation);
  switch (cell(rule, 'due_rule')) {
    case 'fixed_date':
    case 'fixed_window_end':
      return clampedDay(y, numberCell(rule, 'due_month') ?? 1, numberCell(rule, 'due_day') ?? 1);
    case 'anniversary_month_first':
      return ymd(y, f.m, 1);
    case 'anniversary_month_last':
      return lastDayOf(y, f.m);
    case 'anniversary_date':
      return clampedDay(y, f.m, f.d);
    case 'anniversary_quarter_end':
      return lastDayOf(y, Math.ceil(f.m / 3) * 3);
    case 'month_before_anniversary_last': {
      const before = shiftMonth(y, f.m, -1);
      return lastDayOf(before.y, before.m);
    }
    default:
      return null;
  }
};

/** The due date of the fiscal year ending in month `fyeMonth` of year `y`: N months on, day D. */
export const fiscalDue = (
  y: number,
  fyeMonth: number,
  offsetMonths: number,
  day: string,
): string => {
  const due = shiftMonth(y, fyeMonth, offsetMonths);
  return dayOfMonth(due.y, due.m, day);
};

/** The fiscal years (by the year they end in) whose end is on or after formation. */
export const firstFiscalYear = (formation: string, fyeMonth: number): number => {
  const { y } = parseYmd(formation);
  return lastDayOf(y, fyeMonth) >= formation ? y : y + 1;
};

/** When the window opens for a due date: "Jan 1 - Mar 31" or N months before the due month. */
export const windowOpensFor = (rule: TComplianceRule, dueDate: string): string | null => {
  const due = parseYmd(dueDate);
  const monthsBefore = numberCell(rule, 'window_months_before');
  if (monthsBefore !== null) {
    const opens = shiftMonth(due.y, due.m, -monthsBefore);
    return ymd(opens.y, opens.m, 1);
  }
  const [start, end] = cell(rule, 'filing_window').split(' - ');
  const from = start && end ? parseMonthDay(start) : null;
  if (!from) return null;
  const opens = ymd(due.y, from.m, from.d);
  return opens <= dueDate ? opens : ymd(due.y - 1, from.m, from.d);
};

/** Whether a biennial rule is due in year `y` (the row's biennial_parity). */
export const inParity = (rule: TComplianceRule, formationYear: number, y: number): boolean => {
  if (cell(rule, 'cadence') !== 'biennial') return true;
  const parity = cell(rule, 'biennial_parity');
  if (parity === 'odd years') return y % 2 === 1;
  if (parity === 'formation-year+1 parity') return (y - formationYear) % 2 !== 0;
  return (y - formationYear) % 2 === 0;
};
