/**
 * SUPPORT_HOURS in words a person can set: "mon-fri 09:00-18:00" or, with commas, several
 * entries ("mon-fri 09:00-18:00, sat 10:00-14:00"). Days mon..sun, a range or one day; 24-hour
 * times, "24:00" for midnight at the end of a day. Times are wall-clock times of the support
 * time zone. One day may have several ranges; overlapping ones are merged.
 */
export const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

/** Minutes from local midnight, [start, end), per weekday (0 Sunday … 6 Saturday). */
export type TWeeklyHours = readonly (readonly (readonly [number, number])[])[];

export class SupportHoursError extends Error {}

const dayOf = (word: string, entry: string): number => {
  const day = WEEKDAYS.indexOf(word as (typeof WEEKDAYS)[number]);
  if (day < 0) {
    throw new SupportHoursError(
      `"${word}" in "${entry}" is not a day: use mon, tue, wed, thu, fri, sat or sun`,
    );
  }
  return day;
};

const minutesOf = (time: string, entry: string): number => {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time);
  const hours = Number(match?.[1]);
  const minutes = Number(match?.[2]);
  if (!match || hours > 24 || minutes > 59 || (hours === 24 && minutes > 0)) {
    throw new SupportHoursError(`"${time}" in "${entry}" is not a 24-hour time such as 09:00`);
  }
  return hours * 60 + minutes;
};

/** Monday-first order, as people read a week ("mon-fri"); Sunday is the week's last day. */
const mondayFirst = (day: number): number => (day + 6) % 7;

const daysOf = (words: string, entry: string): number[] => {
  const [first, last, extra] = words.split('-');
  if (extra !== undefined || !first) {
    throw new SupportHoursError(`"${words}" in "${entry}" is not a day or a range such as mon-fri`);
  }
  const from = dayOf(first, entry);
  if (last === undefined) return [from];
  const to = dayOf(last, entry);
  if (mondayFirst(to) < mondayFirst(from)) {
    throw new SupportHoursError(`"${words}" in "${entry}" runs backwards: write it Monday first`);
  }
  return WEEKDAYS.map((_, day) => day).filter(
    (day) => mondayFirst(day) >= mondayFirst(from) && mondayFirst(day) <= mondayFirst(to),
  );
};

const merged = (ranges: (readonly [number, number])[]): (readonly [number, number])[] => {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  const out: [number, number][] = [];
  for (const [start, end] of sorted) {
    const previous = out.at(-1);
    if (previous && start <= previous[1]) previous[1] = Math.max(previous[1], end);
    else out.push([start, end]);
  }
  return out;
};

/** The weekly hours of a SUPPORT_HOURS text; a SupportHoursError says what is wrong. */
export const parseSupportHours = (text: string): TWeeklyHours => {
  const week: (readonly [number, number])[][] = WEEKDAYS.map(() => []);
  const entries = text
    .toLowerCase()
    .split(',')
    .map((e) => e.trim());
  if (entries.every((e) => e === '')) {
    throw new SupportHoursError('no hours given: write them as "mon-fri 09:00-18:00"');
  }
  for (const entry of entries) {
    const match = /^(\S+)\s+(\S+)-(\S+)$/.exec(entry);
    if (!match?.[1] || !match[2] || !match[3]) {
      throw new SupportHoursError(`"${entry}" is not days and hours such as "mon-fri 09:00-18:00"`);
    }
    const start = minutesOf(match[2], entry);
    const end = minutesOf(match[3], entry);
    if (end <= start) throw new SupportHoursError(`"${entry}" ends before it starts`);
    for (const day of daysOf(match[1], entry)) week[day]?.push([start, end]);
  }
  return week.map(merged);
};

/** The problem with a SUPPORT_HOURS text, or null when it is fine (for the start-up check). */
export const supportHoursProblem = (text: string): string | null => {
  try {
    parseSupportHours(text);
    return null;
  } catch (error) {
    if (error instanceof SupportHoursError) return error.message;
    throw error;
  }
};
