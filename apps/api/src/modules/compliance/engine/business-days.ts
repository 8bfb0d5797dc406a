import { allForYear } from '@18f/us-federal-holidays';
import { addDays, parseYmd, weekday, ymd } from './dates';

/**
 * 26 U.S.C. 7503: an IRS deadline on a Saturday, Sunday or "legal holiday" moves to the next
 * day that is none of them. A legal holiday there is one in the District of Columbia, which
 * is every federal holiday (as observed: @18f/us-federal-holidays) plus DC Emancipation Day,
 * April 16 (observed Friday when on a Saturday, Monday when on a Sunday). That is why the
 * 2028 deadline of April 15 (a Saturday) is Tuesday April 18: Monday the 17th is the observed
 * Emancipation Day, as in 2017. DC's Inauguration Day (Jan 20 every 4 years) falls on no
 * deadline we compute and is left out.
 */
const emancipationDay = (year: number): string => {
  const day = ymd(year, 4, 16);
  const dow = weekday(day);
  if (dow === 6) return ymd(year, 4, 15);
  if (dow === 0) return ymd(year, 4, 17);
  return day;
};

/**
 * Each year's federal holidays as observed, computed once per process (the library rebuilds
 * the year's list on every call). Next New Year's Day counts: observed on Dec 31 when on a
 * Saturday.
 */
const federalByYear = new Map<number, Set<string>>();
const federalHolidaysOf = (y: number): Set<string> => {
  const known = federalByYear.get(y);
  if (known) return known;
  const days = new Set([
    ...allForYear(y).map((h) => h.dateString),
    ...allForYear(y + 1)
      .slice(0, 1)
      .map((h) => h.dateString),
  ]);
  federalByYear.set(y, days);
  return days;
};

/** DC's legal holidays: the federal ones and Emancipation Day. */
const byYear = new Map<number, Set<string>>();
const holidaysOf = (y: number): Set<string> => {
  const known = byYear.get(y) ?? new Set([...federalHolidaysOf(y), emancipationDay(y)]);
  byYear.set(y, known);
  return known;
};

export const isLegalHoliday = (iso: string): boolean => holidaysOf(parseYmd(iso).y).has(iso);

export const isBusinessDay = (iso: string): boolean => {
  const dow = weekday(iso);
  return dow !== 0 && dow !== 6 && !isLegalHoliday(iso);
};

/** The date itself when it is a business day, else the next one. */
export const nextBusinessDay = (iso: string): string => {
  let day = iso;
  while (!isBusinessDay(day)) day = addDays(day, 1);
  return day;
};

/**
 * A state's weekend-and-holiday rule (Tex. Tax Code 111.053, Cal. Gov. Code 6707, N.Y. Gen.
 * Constr. Law 25-a): a due date on a Saturday, Sunday or holiday moves to the next day that is
 * none of them. The holidays counted are the federal ones as observed (the Texas
 * Comptroller's list is the banking holidays, which are those); a state's own holidays (Cesar
 * Chavez Day, San Jacinto Day…) fall on no date we compute and are left out, and DC's
 * Emancipation Day is the IRS's alone: CA's April 15, 2028 (a Saturday) is Monday the 17th.
 */
const isStateHoliday = (iso: string): boolean => federalHolidaysOf(parseYmd(iso).y).has(iso);

/** The date itself when no weekend or holiday, else the next day that is neither. */
export const nextStateBusinessDay = (iso: string): string => {
  let day = iso;
  while (weekday(day) === 0 || weekday(day) === 6 || isStateHoliday(day)) day = addDays(day, 1);
  return day;
};
