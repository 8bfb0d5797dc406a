import { formatDay, formatMonth } from '@charterline/shared/format';

/** "2026-09" → "September 2026". */
export const formatBooksMonth = (month: string): string => formatMonth(month, true);

/** "3 Sep – 28 Nov 2026" (the year once when both ends share it). */
export const formatPeriod = (from: string, to: string): string => {
  const a = formatDay(from);
  const b = formatDay(to);
  if (from.slice(0, 4) === to.slice(0, 4)) return `${a.replace(/ \d{4}$/, '')} – ${b}`;
  return `${a} – ${b}`;
};
