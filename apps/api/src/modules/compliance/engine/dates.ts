import { MONTH_NAMES } from '@charterline/shared/format';
/**
 * Calendar arithmetic on ISO dates (YYYY-MM-DD) in UTC: deadlines are calendar days, never
 * instants, so no time zone may move them.
 */
export type TYmd = { y: number; m: number; d: number };

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

export const ymd = (y: number, m: number, d: number): string => `${pad(y, 4)}-${pad(m)}-${pad(d)}`;

export const parseYmd = (iso: string): TYmd => ({
  y: Number(iso.slice(0, 4)),
  m: Number(iso.slice(5, 7)),
  d: Number(iso.slice(8, 10)),
});

export const isLeapYear = (y: number): boolean => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

export const daysInMonth = (y: number, m: number): number =>
  new Date(Date.UTC(y, m, 0)).getUTCDate();

/** Month arithmetic that carries into the year: (2025, 14) is February 2026. */
export const shiftMonth = (y: number, m: number, by: number): { y: number; m: number } => {
  const index = y * 12 + (m - 1) + by;
  return { y: Math.floor(index / 12), m: (index % 12) + 1 };
};

export const lastDayOf = (y: number, m: number): string => ymd(y, m, daysInMonth(y, m));

/** The day, clamped to the month's length (Feb 29 → Feb 28 in a common year, day 31 → 30). */
export const clampedDay = (y: number, m: number, d: number): string =>
  ymd(y, m, Math.min(d, daysInMonth(y, m)));

export const addDays = (iso: string, days: number): string => {
  const { y, m, d } = parseYmd(iso);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};

/** 0 = Sunday … 6 = Saturday. */
export const weekday = (iso: string): number => {
  const { y, m, d } = parseYmd(iso);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
};

export const monthName = (m: number): string => MONTH_NAMES[m - 1] ?? String(m);

/** "Jan 1" / "Sept 30" / "January 1" → { m, d }; null when the words are not a date. */
export const parseMonthDay = (words: string): { m: number; d: number } | null => {
  const match = /^([A-Za-z]{3})[a-z]*\.?\s+(\d{1,2})$/.exec(words.trim());
  if (!match) return null;
  const m = MONTH_NAMES.findIndex((n) => n.slice(0, 3).toLowerCase() === match[1]?.toLowerCase());
  return m < 0 ? null : { m: m + 1, d: Number(match[2]) };
};
