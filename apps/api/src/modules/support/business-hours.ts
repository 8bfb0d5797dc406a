import { allForYear } from '@18f/us-federal-holidays';
import { TZDate } from '@date-fns/tz';
import { parseSupportHours, type TWeeklyHours } from '../../config/support-hours';

/**
 * Business hours (issue 24, decision 0162): when support answers, and by when. SUPPORT_HOURS
 * are wall-clock hours of SUPPORT_TIME_ZONE; US federal holidays (observed dates) are closed
 * unless SUPPORT_HOLIDAYS is none. Pure: the clock is always passed in.
 */
export type TSupportSchedule = {
  timeZone: string;
  hours: string;
  holidays: 'us-federal' | 'none';
  firstAnswerHours: number;
};

export const scheduleOf = (config: {
  SUPPORT_TIME_ZONE: string;
  SUPPORT_HOURS: string;
  SUPPORT_HOLIDAYS: 'us-federal' | 'none';
  SUPPORT_FIRST_ANSWER_HOURS: number;
}): TSupportSchedule => ({
  timeZone: config.SUPPORT_TIME_ZONE,
  hours: config.SUPPORT_HOURS,
  holidays: config.SUPPORT_HOLIDAYS,
  firstAnswerHours: config.SUPPORT_FIRST_ANSWER_HOURS,
});

// The text is checked at start-up (env.ts); parsing it once per process is enough.
const parsed = new Map<string, TWeeklyHours>();
const weekOf = (hours: string): TWeeklyHours => {
  const known = parsed.get(hours);
  if (known) return known;
  const week = parseSupportHours(hours);
  parsed.set(hours, week);
  return week;
};

// Observed dates; next year's first one counts (New Year's Day observed on Dec 31).
const holidaysByYear = new Map<number, Set<string>>();
const isFederalHoliday = (year: number, isoDay: string): boolean => {
  let days = holidaysByYear.get(year);
  if (!days) {
    days = new Set([
      ...allForYear(year).map((h) => h.dateString),
      ...allForYear(year + 1)
        .slice(0, 1)
        .map((h) => h.dateString),
    ]);
    holidaysByYear.set(year, days);
  }
  return days.has(isoDay);
};

const pad = (n: number) => String(n).padStart(2, '0');

/** A year and a half of days is far more than any schedule with one open hour a week needs. */
const MAX_DAYS = 550;

/**
 * The moment `firstAnswerHours` business hours have passed after `from`: counted from `from`
 * when open, else from the next opening. Instants are taken from the zone's own calendar day
 * by day, so a daylight-saving change moves the hours with the wall clock.
 */
export const answerDueAt = (from: Date, schedule: TSupportSchedule): Date => {
  const week = weekOf(schedule.hours);
  let remaining = Math.round(schedule.firstAnswerHours * 3_600_000);
  const start = new TZDate(from.getTime(), schedule.timeZone);
  for (let offset = 0; offset < MAX_DAYS; offset += 1) {
    // Day arithmetic in the zone: the date constructor rolls over months and years.
    const day = new TZDate(
      start.getFullYear(),
      start.getMonth(),
      start.getDate() + offset,
      schedule.timeZone,
    );
    const iso = `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
    if (schedule.holidays === 'us-federal' && isFederalHoliday(day.getFullYear(), iso)) continue;
    for (const [open, close] of week[day.getDay()] ?? []) {
      const at = (minutes: number) =>
        new TZDate(
          day.getFullYear(),
          day.getMonth(),
          day.getDate(),
          0,
          minutes,
          schedule.timeZone,
        ).getTime();
      const begin = Math.max(at(open), from.getTime());
      const end = at(close);
      if (begin >= end) continue;
      if (remaining <= end - begin) return new Date(begin + remaining);
      remaining -= end - begin;
    }
  }
  throw new Error(`No business hours within ${MAX_DAYS} days of ${from.toISOString()}`);
};

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONDAY_FIRST = [1, 2, 3, 4, 5, 6, 0];

const timeOf = (minutes: number) => `${Math.floor(minutes / 60)}:${pad(minutes % 60)}`;
const rangesOf = (ranges: TWeeklyHours[number]) =>
  ranges.map(([open, close]) => `${timeOf(open)}–${timeOf(close)}`).join(' and ');

const daysInWords = (days: number[]): string => {
  const first = DAY_NAMES[days[0] ?? 0] ?? '';
  const last = DAY_NAMES[days.at(-1) ?? 0] ?? '';
  if (days.length === 1) return first;
  return days.length === 2 ? `${first} and ${last}` : `${first} to ${last}`;
};

/** "America/New_York" → "New York time"; "UTC" stays "UTC". */
const zoneInWords = (timeZone: string): string => {
  const city = (timeZone.split('/').at(-1) ?? timeZone).replace(/_/g, ' ');
  return city === 'UTC' ? 'UTC' : `${city} time`;
};

/**
 * The schedule in words: runs of consecutive days with the same hours, Monday first
 * ("Monday to Friday, 9:00–18:00; Saturday, 10:00–14:00 New York time, except US federal
 * holidays").
 */
export const describeSchedule = (schedule: TSupportSchedule): string => {
  const week = weekOf(schedule.hours);
  const runs: { days: number[]; hours: string }[] = [];
  for (const day of MONDAY_FIRST) {
    const hours = rangesOf(week[day] ?? []);
    const run = runs.at(-1);
    const previous = MONDAY_FIRST[MONDAY_FIRST.indexOf(day) - 1];
    if (run && run.hours === hours && run.days.at(-1) === previous) run.days.push(day);
    else runs.push({ days: [day], hours });
  }
  const open = runs
    .filter((run) => run.hours !== '')
    .map((run) => `${daysInWords(run.days)}, ${run.hours}`)
    .join('; ');
  const holidays = schedule.holidays === 'us-federal' ? ', except US federal holidays' : '';
  return `${open} ${zoneInWords(schedule.timeZone)}${holidays}`;
};
