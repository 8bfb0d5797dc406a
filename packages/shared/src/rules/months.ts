/**
 * Month arithmetic on ISO days and "YYYY-MM" months, without time zones: the books are dated
 * by day, so a month is its calendar month whatever the server's zone (decision 0149/0150).
 */

/** "2026-09-14" → "2026-09". */
export const monthOf = (isoDay: string): string => isoDay.slice(0, 7);

/** Every month from the one `from` falls in to the one `to` falls in, in order. */
export const monthsBetween = (from: string, to: string): string[] => {
  const months: string[] = [];
  let [year, month] = [Number(from.slice(0, 4)), Number(from.slice(5, 7))];
  const last = monthOf(to);
  for (;;) {
    const current = `${year}-${String(month).padStart(2, '0')}`;
    if (current > last) break;
    months.push(current);
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
  }
  return months;
};

/** The last day of a month: "2024-02" → "2024-02-29". */
export const monthEnd = (month: string): string => {
  const [year, m] = [Number(month.slice(0, 4)), Number(month.slice(5, 7))];
  const day = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return `${month}-${String(day).padStart(2, '0')}`;
};

/** "2026-09" → "September 2026" (English month names: the books and their e-mails are English). */
export const monthLabel = (month: string): string => {
  const [year, m] = [Number(month.slice(0, 4)), Number(month.slice(5, 7))];
  const name = new Date(Date.UTC(year, m - 1, 1)).toLocaleString('en-US', {
    month: 'long',
    timeZone: 'UTC',
  });
  return `${name} ${year}`;
};

/** A valid "YYYY-MM" month. */
export const isMonth = (text: string): boolean => /^\d{4}-(0[1-9]|1[0-2])$/.test(text);
