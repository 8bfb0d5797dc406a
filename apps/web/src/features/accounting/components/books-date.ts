/** "2026-11-03" → "3 Nov 2026" (a day of the books, no time zone to shift it). */
export const formatBooksDay = (iso: string): string => {
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number);
  if (!y || !m || !d) return iso;
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.UTC(y, m - 1, d));
};

/** "2026-09" → "September 2026". */
export const formatBooksMonth = (month: string): string => {
  const [y, m] = month.split('-').map(Number);
  if (!y || !m) return month;
  return new Intl.DateTimeFormat('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.UTC(y, m - 1, 1));
};

/** "3 Sep – 28 Nov 2026" (the year once when both ends share it). */
export const formatPeriod = (from: string, to: string): string => {
  const a = formatBooksDay(from);
  const b = formatBooksDay(to);
  if (from.slice(0, 4) === to.slice(0, 4)) return `${a.replace(/ \d{4}$/, '')} – ${b}`;
  return `${a} – ${b}`;
};
