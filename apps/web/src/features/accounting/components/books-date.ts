const SHORT_MONTHS = [
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
];

/**
 * "2026-11-03" → "3 Nov 2026" (a day of the books: no time zone to shift it; months spelled
 * here because en-GB's Intl writes "Sept" on some engines).
 */
export const formatBooksDay = (iso: string): string => {
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number);
  const month = m ? SHORT_MONTHS[m - 1] : undefined;
  if (!y || !month || !d) return iso;
  return `${d} ${month} ${y}`;
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
