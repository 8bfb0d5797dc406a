// Currency as USD with 2 decimals in en-US; dates as short month, day, year
// (docs/product.md § Constants).
// Each formatter is made on first use: building one costs tens of milliseconds on a slow
// phone, and a page that shows no money should not pay for the money formatter.
const once = <T>(make: () => T): (() => T) => {
  let made: T | undefined;
  return () => (made ??= make());
};

const USD = once(
  () =>
    new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
);

const DATE = once(
  () =>
    new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);

/** 12345 (cents) → "$123.45". Money is integer minor units everywhere. */
export const formatMoney = (cents: number): string => {
  if (!Number.isInteger(cents)) throw new RangeError(`Money must be whole cents, got ${cents}`);
  return USD().format(cents / 100);
};

/** The months' full names, January first. */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/**
 * An ISO date or Date → "Nov 23, 2026" (UTC, so the day never shifts by time zone).
 * Written out rather than through Intl: in Chromium, building this DateTimeFormat took
 * 40-60 ms of main thread on the dashboard's first render (190-230 ms at Lighthouse's 4x
 * CPU slowdown). The output is Intl's, property-tested; years before 1 (Intl writes
 * them without the era) still go through Intl.
 */
export const formatDate = (value: string | Date): string => {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  const year = date.getUTCFullYear();
  if (year < 1) return DATE().format(date);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${year}`;
};

/**
 * A calendar day "2026-11-03" (or the day an ISO timestamp is written with) → "3 Nov 2026",
 * day first (the books' dates). Read as written: no time zone shifts it. Anything that is not
 * a day comes back unchanged.
 */
export const formatDay = (iso: string): string => {
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number);
  const month = m ? MONTHS[m - 1] : undefined;
  if (!y || !month || !d) return iso;
  return `${d} ${month} ${y}`;
};

const pad2 = (n: number) => String(n).padStart(2, '0');

/**
 * An instant (a text, a call) → "26 Nov 2026, 16:21": formatDay's day and a 24-hour clock, both
 * in the reader's time zone (the day is the local one, not UTC's). Not an instant → "".
 */
export const formatDayTime = (value: string | Date): string => {
  const at = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(at.getTime())) return '';
  const day = `${at.getFullYear()}-${pad2(at.getMonth() + 1)}-${pad2(at.getDate())}`;
  return `${formatDay(day)}, ${pad2(at.getHours())}:${pad2(at.getMinutes())}`;
};

/** A month "2026-01" → "Jan 2026" (`long`: "January 2026"); anything else comes back unchanged. */
export const formatMonth = (month: string, long = false): string => {
  const [y, m] = month.split('-').map(Number);
  const name = m ? (long ? MONTH_NAMES : MONTHS)[m - 1] : undefined;
  if (!y || !name) return month;
  return `${name} ${y}`;
};

/** A file's size in words ("820 KB", "2.4 MB"), as a file manager says it. */
export const formatFileSize = (bytes: number): string => {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`;
};
