import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../config/env';
import { answerDueAt, describeSchedule, scheduleOf, type TSupportSchedule } from './business-hours';
import { parseSupportHours, supportHoursProblem } from '../../config/support-hours';

const NY: TSupportSchedule = scheduleOf({
  SUPPORT_TIME_ZONE: 'America/New_York',
  SUPPORT_HOURS: 'mon-fri 09:00-18:00',
  SUPPORT_HOLIDAYS: 'us-federal',
  SUPPORT_FIRST_ANSWER_HOURS: 8,
});
const due = (from: string, schedule: TSupportSchedule = NY) =>
  answerDueAt(new Date(from), schedule).toISOString();

describe('answerDueAt', () => {
  it('counts business hours over a weekend: Friday 17:00 New York → Monday 16:00', () => {
    // Friday 2026-11-20 17:00 EST is 22:00Z; Monday 16:00 EST is 21:00Z.
    expect(due('2026-11-20T22:00:00Z')).toBe('2026-11-23T21:00:00.000Z');
  });

  it('counts from the moment sent during hours, and from the next opening otherwise', () => {
    expect(due('2026-11-17T15:00:00Z')).toBe('2026-11-17T23:00:00.000Z'); // Tue 10:00 → 18:00
    expect(due('2026-11-17T15:30:00Z')).toBe('2026-11-18T14:30:00.000Z'); // → Wed 9:30
    expect(due('2026-11-18T04:00:00Z')).toBe('2026-11-18T22:00:00.000Z'); // Tue 23:00 → Wed 17:00
    expect(due('2026-11-21T15:00:00Z')).toBe('2026-11-23T22:00:00.000Z'); // Sat → Mon 17:00
    expect(due('2026-11-17T23:00:00Z')).toBe('2026-11-18T22:00:00.000Z'); // at closing
  });

  it('skips US federal holidays (observed), unless holidays are off', () => {
    // Wed 2026-11-25 15:00 EST: 3 hours, Thanksgiving, then 5 hours on Friday → 14:00.
    expect(due('2026-11-25T20:00:00Z')).toBe('2026-11-27T19:00:00.000Z');
    expect(due('2026-11-25T20:00:00Z', { ...NY, holidays: 'none' })).toBe(
      '2026-11-26T19:00:00.000Z',
    );
    // July 4 2026 is a Saturday: observed Friday July 3. Thu 17:00 EDT → Mon 16:00 EDT.
    expect(due('2026-07-02T21:00:00Z')).toBe('2026-07-06T20:00:00.000Z');
    // Jan 1 2028 is a Saturday: New Year's Day is observed on Friday Dec 31 2027.
    expect(due('2027-12-30T22:00:00Z')).toBe('2028-01-03T21:00:00.000Z');
  });

  it('follows the wall clock across daylight-saving changes', () => {
    // Fri 2027-03-12 17:00 EST (22:00Z); DST starts Sunday the 14th; Mon 16:00 EDT is 20:00Z.
    expect(due('2027-03-12T22:00:00Z')).toBe('2027-03-15T20:00:00.000Z');
    // Fri 2026-10-30 17:00 EDT (21:00Z); DST ends Sunday Nov 1; Mon 16:00 EST is 21:00Z.
    expect(due('2026-10-30T21:00:00Z')).toBe('2026-11-02T21:00:00.000Z');
    // Open all day every day: the 23-hour Sunday counts 23 real hours.
    const always = { ...NY, hours: 'mon-sun 00:00-24:00', holidays: 'none' as const };
    expect(due('2027-03-14T05:00:00Z', { ...always, firstAnswerHours: 24 })).toBe(
      '2027-03-15T05:00:00.000Z',
    );
  });

  it('uses several ranges a day and a Saturday', () => {
    const split = { ...NY, hours: 'mon-fri 09:00-12:00, mon-fri 13:00-18:00, sat 10:00-14:00' };
    // Fri 17:00: 1 hour Friday, 4 on Saturday, 3 on Monday morning → Monday 12:00 EST.
    expect(due('2026-11-20T22:00:00Z', split)).toBe('2026-11-23T17:00:00.000Z');
    // Sent at lunch: counted from 13:00.
    expect(due('2026-11-17T17:30:00Z', { ...split, firstAnswerHours: 1 })).toBe(
      '2026-11-17T19:00:00.000Z',
    );
  });

  it('works in another zone (Europe/Berlin) and with part hours', () => {
    const berlin: TSupportSchedule = {
      timeZone: 'Europe/Berlin',
      hours: 'mon-fri 09:00-17:00',
      holidays: 'none',
      firstAnswerHours: 8,
    };
    // Fri 2026-11-20 16:00 CET (15:00Z): 1 hour, then Monday 9:00–16:00 CET (15:00Z).
    expect(due('2026-11-20T15:00:00Z', berlin)).toBe('2026-11-23T15:00:00.000Z');
    // Berlin's DST starts 2027-03-28: Monday 9:00 CEST is 07:00Z.
    expect(due('2027-03-26T15:00:00Z', { ...berlin, firstAnswerHours: 1.5 })).toBe(
      '2027-03-29T07:30:00.000Z',
    );
  });
});

describe('SUPPORT_HOURS', () => {
  it('reads days, ranges and 24:00, merging overlaps', () => {
    const week = parseSupportHours('Mon-Wed 09:00-12:00, mon 11:00-13:00, sun 20:00-24:00');
    expect(week[1]).toEqual([[540, 780]]);
    expect(week[3]).toEqual([[540, 720]]);
    expect(week[4]).toEqual([]);
    expect(week[0]).toEqual([[1200, 1440]]);
  });

  it.each([
    ['', 'no hours given'],
    ['mon-fri 9-18', '"9" in "mon-fri 9-18" is not a 24-hour time such as 09:00'],
    ['mon-fri', '"mon-fri" is not days and hours'],
    ['funday 09:00-18:00', '"funday" in "funday 09:00-18:00" is not a day'],
    ['mon-fri 18:00-09:00', 'ends before it starts'],
    ['fri-mon 09:00-18:00', 'runs backwards'],
    ['mon-fri 09:00-25:00', '"25:00" in "mon-fri 09:00-25:00" is not a 24-hour time'],
    ['mon-fri 09:00-18:00,', '"" is not days and hours'],
  ])('explains what is wrong with %j', (text, message) => {
    expect(supportHoursProblem(text)).toContain(message);
  });

  it('accepts the default', () => {
    expect(supportHoursProblem('mon-fri 09:00-18:00')).toBeNull();
  });

  it('stops the start-up with a clear error for a bad schedule', () => {
    const load = (hours: string) =>
      loadEnv({ NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(32), SUPPORT_HOURS: hours });
    expect(() => load('weekdays 9 to 6')).toThrow(
      'SUPPORT_HOURS: "weekdays 9 to 6" is not days and hours such as "mon-fri 09:00-18:00"',
    );
    expect(load('mon-sat 08:00-20:00').SUPPORT_HOURS).toBe('mon-sat 08:00-20:00');
  });
});

describe('describeSchedule', () => {
  it('says the hours in words', () => {
    expect(describeSchedule(NY)).toBe(
      'Monday to Friday, 9:00–18:00 New York time, except US federal holidays',
    );
    expect(
      describeSchedule({
        ...NY,
        timeZone: 'Europe/Berlin',
        holidays: 'none',
        hours: 'mon-thu 09:00-12:00, mon-thu 13:30-18:00, fri 09:00-15:00, sat-sun 10:00-12:00',
      }),
    ).toBe(
      'Monday to Thursday, 9:00–12:00 and 13:30–18:00; Friday, 9:00–15:00; ' +
        'Saturday and Sunday, 10:00–12:00 Berlin time',
    );
  });
});
