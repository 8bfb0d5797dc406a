import { MONTH_NAMES } from '@charterline/shared/format';

/** A month as "YYYY-MM"; days as ISO dates. All in UTC: due dates are calendar days. */
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

const pad = (n: number): string => String(n).padStart(2, '0');

/** The month asked for in the address, else the month of `now` (the customer's own calendar). */
export const monthOrCurrent = (asked: string | null, now: Date): string =>
  asked && MONTH.test(asked) ? asked : `${now.getFullYear()}-${pad(now.getMonth() + 1)}`;

const partsOf = (month: string): [number, number] => {
  const [year = '1970', m = '01'] = month.split('-');
  return [Number(year), Number(m) - 1];
};

export const shiftMonth = (month: string, delta: number): string => {
  const [year, m] = partsOf(month);
  const d = new Date(Date.UTC(year, m + delta, 1));
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}`;
};

export const monthTitle = (month: string): string => {
  const [year, m] = partsOf(month);
  return `${MONTH_NAMES[m]} ${year}`;
};

export type TCalendarDay = { iso: string; inMonth: boolean };

/** The month's weeks, Sunday first (US), padded with the neighbouring months' days. */
export const monthWeeks = (month: string): TCalendarDay[][] => {
  const [year, m] = partsOf(month);
  const first = new Date(Date.UTC(year, m, 1));
  const start = Date.UTC(year, m, 1 - first.getUTCDay());
  const lastDay = new Date(Date.UTC(year, m + 1, 0));
  const days = lastDay.getUTCDate() + first.getUTCDay();
  const weeks: TCalendarDay[][] = [];
  for (let i = 0; i < Math.ceil(days / 7) * 7; i += 1) {
    const d = new Date(start + i * 86_400_000);
    const day = { iso: d.toISOString().slice(0, 10), inMonth: d.getUTCMonth() === m };
    if (i % 7 === 0) weeks.push([]);
    weeks[weeks.length - 1]?.push(day);
  }
  return weeks;
};

/** "Monday, March 1, 2027": how a day is announced. */
export const dayLabel = (iso: string): string =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
