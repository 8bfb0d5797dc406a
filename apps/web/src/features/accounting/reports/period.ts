import { formatMonth } from '@charterline/shared/format';

/**
 * The reports' period, read from and written to the page's address (`tab=reports` stays):
 * `period` is a preset; a custom one carries `from` and `to` (YYYY-MM-DD, both included).
 * Pure functions of `today` so tests pin the clock without fake timers.
 */
export const PERIOD_PRESETS = [
  { key: 'this-year', label: 'This year' },
  { key: 'last-year', label: 'Last year' },
  { key: 'last-12-months', label: 'Last 12 months' },
  { key: 'this-quarter', label: 'This quarter' },
  { key: 'custom', label: 'Custom' },
] as const;
export type TPeriodPreset = (typeof PERIOD_PRESETS)[number]['key'];
export const DEFAULT_PRESET: TPeriodPreset = 'this-year';

export type TPeriod = { preset: TPeriodPreset; from: string; to: string };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const pad = (n: number) => String(n).padStart(2, '0');
const day = (year: number, month: number, date: number) => `${year}-${pad(month)}-${pad(date)}`;

/** Today as YYYY-MM-DD in the person's own time zone (their "this year" is theirs). */
export const localToday = (now = new Date()): string =>
  day(now.getFullYear(), now.getMonth() + 1, now.getDate());

/** The days a preset covers on `today`; the current year or quarter runs to today. */
export const presetRange = (preset: Exclude<TPeriodPreset, 'custom'>, today: string) => {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  switch (preset) {
    case 'this-year':
      return { from: day(year, 1, 1), to: today };
    case 'last-year':
      return { from: day(year - 1, 1, 1), to: day(year - 1, 12, 31) };
    case 'last-12-months': {
      // Twelve whole month columns: the 11 months before this one, and this one to today.
      const start = month === 12 ? day(year, 1, 1) : day(year - 1, month + 1, 1);
      return { from: start, to: today };
    }
    case 'this-quarter':
      return { from: day(year, Math.floor((month - 1) / 3) * 3 + 1, 1), to: today };
  }
};

const isPreset = (value: string | null): value is TPeriodPreset =>
  PERIOD_PRESETS.some((p) => p.key === value);

/**
 * The period the address asks for. A custom period with a missing or reversed day falls back
 * to this year's days (the inputs still show what was typed).
 */
export const readPeriod = (params: URLSearchParams, today: string): TPeriod => {
  const asked = params.get('period');
  const preset = isPreset(asked) ? asked : DEFAULT_PRESET;
  if (preset !== 'custom') return { preset, ...presetRange(preset, today) };
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  if (DAY.test(from) && DAY.test(to) && from <= to) return { preset, from, to };
  return { preset, ...presetRange(DEFAULT_PRESET, today) };
};

/** Whether a custom period's days can be asked for (both given, from before to). */
export const customPeriodProblem = (params: URLSearchParams): string | null => {
  if (params.get('period') !== 'custom') return null;
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  if (!DAY.test(from) || !DAY.test(to)) return 'Choose both days of the period.';
  if (from > to) return 'The period ends before it starts.';
  return null;
};

/** "Jan 2026" for a month "2026-01". */
export const monthLabel = (month: string): string => formatMonth(month);
