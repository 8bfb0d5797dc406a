const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC calendar day of an instant (deadlines are calendar days, read in UTC). */
export const isoDayOf = (instant: Date): string => instant.toISOString().slice(0, 10);

const utcMs = (day: string): number => Date.parse(`${day}T00:00:00Z`);

/** Whole days from `from` to `to` (YYYY-MM-DD each); negative when `to` is earlier. */
export const daysBetween = (from: string, to: string): number =>
  Math.round((utcMs(to) - utcMs(from)) / DAY_MS);

/** The day `days` after `day` (YYYY-MM-DD). */
export const addDays = (day: string, days: number): string =>
  new Date(utcMs(day) + days * DAY_MS).toISOString().slice(0, 10);
