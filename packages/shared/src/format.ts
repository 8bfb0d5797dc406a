// SPEC.md 9: currency as USD with 2 decimals in en-US; dates as short month, day, year.
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

/** An ISO date or Date → "Nov 23, 2026" (UTC, so the day never shifts by time zone). */
export const formatDate = (value: string | Date): string => {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? '' : DATE().format(date);
};
