import { monthName } from './dates';
import { cell, numberCell } from './rule-data';
import type { TComplianceRule } from './types';

export const ordinal = (n: number): string => {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
};

const dayWords = (day: string): string =>
  day === 'last' ? 'Last day' : `${ordinal(Number(day) || 1)} day`;

const cadenceWords = (rule: TComplianceRule): string => {
  if (cell(rule, 'cadence') !== 'biennial') return '';
  const parity = cell(rule, 'biennial_parity');
  if (parity === 'odd years') return ', in odd years';
  return ', every 2 years';
};

const initialWords = (rule: TComplianceRule): string => {
  const initial = cell(rule, 'initial_due');
  const days = /^days:(\d+)$/.exec(initial);
  if (days) return `Within ${days[1]} days of formation, then `;
  if (initial === 'end_of_next_month') return 'By the end of the month after formation, then ';
  return '';
};

/** The due rule in words, as the page shows it beside the date. */
const dueWords = (rule: TComplianceRule): string => {
  const month = numberCell(rule, 'due_month') ?? 1;
  const day = cell(rule, 'due_day');
  const offset = numberCell(rule, 'offset_months') ?? month;
  switch (cell(rule, 'due_rule')) {
    case 'fixed_date':
    case 'fixed_window_end':
      return `${monthName(month)} ${Number(day) || 1} each year`;
    case 'anniversary_month_first':
      return '1st day of your anniversary month';
    case 'anniversary_month_last':
      return 'Last day of your anniversary month';
    case 'anniversary_date':
      return 'Your formation anniversary each year (Feb 28 when formed on Feb 29)';
    case 'anniversary_quarter_end':
      return 'Last day of the quarter of your anniversary month';
    case 'month_before_anniversary_last':
      return 'Last day of the month before your anniversary month';
    case 'fiscal_offset':
      return `${dayWords(day || '15')} of the ${ordinal(offset)} month after your fiscal year ends`;
    case 'llc_return':
      return `${dayWords(day || '15')} of the ${ordinal(numberCell(rule, 'offset_months_single') ?? 4)} month after each taxable year ends (single-member LLC; the ${ordinal(numberCell(rule, 'offset_months') ?? 3)} with more members)`;
    case 'taxable_year_month':
      return `${dayWords(day)} of the ${ordinal(month)} month of each taxable year (the first starts at formation)`;
    default:
      return 'No recurring filing';
  }
};

/** The federal and provider rules (their `applies`, compliance-rule-corrections.ts). */
const federalWords = (rule: TComplianceRule): string => {
  switch (cell(rule, 'applies')) {
    case 'foreign_ten_percent_benchmark':
      return 'May 31 of the year after each benchmark year (fiscal years ending in years ending in 2 and 7)';
    case 'registered_agent':
      return "Each year on your registered agent's renewal date";
    default:
      return `${dueWords({ ...rule, data: { ...rule.data, due_rule: 'fiscal_offset' } })}; moved to the next business day off weekends and federal holidays`;
  }
};

/** The state law that moves a date off a weekend or holiday, in words (issue 35 item 7). */
const moveWords = (rule: TComplianceRule): string => {
  const law = cell(rule, 'date_move_law');
  return law ? `; moved to the next business day off weekends and holidays (${law})` : '';
};

const stateWords = (rule: TComplianceRule): string => {
  const initial = initialWords(rule);
  if (cell(rule, 'cadence') === 'once') return initial.replace(/, then $/, ', once');
  const due = dueWords(rule);
  if (!initial) return `${due}${cadenceWords(rule)}`;
  return `${initial}${due.charAt(0).toLowerCase()}${due.slice(1)}${cadenceWords(rule)}`;
};

export const ruleTextOf = (rule: TComplianceRule): string => {
  if (!rule.key.startsWith('state:')) return federalWords(rule);
  return `${stateWords(rule)}${moveWords(rule)}`;
};
