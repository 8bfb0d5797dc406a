import { describe, expect, it } from 'vitest';
import { dayLabel, monthOrCurrent, monthTitle, monthWeeks, shiftMonth } from './calendar-month';

describe('calendar-month', () => {
  it('takes the month from the address only when it is a real month', () => {
    const now = new Date(2026, 10, 25);
    expect(monthOrCurrent('2027-03', now)).toBe('2027-03');
    expect(monthOrCurrent('2027-13', now)).toBe('2026-11');
    expect(monthOrCurrent('march', now)).toBe('2026-11');
    expect(monthOrCurrent(null, now)).toBe('2026-11');
  });

  it('moves across year ends', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2027-01', -1)).toBe('2026-12');
    expect(monthTitle('2027-01')).toBe('January 2027');
  });

  it('lays a month out in whole weeks, Sunday first', () => {
    // February 2026 starts on a Sunday and has 28 days: exactly four weeks, no padding.
    const feb = monthWeeks('2026-02');
    expect(feb).toHaveLength(4);
    expect(feb[0]?.[0]).toEqual({ iso: '2026-02-01', inMonth: true });
    expect(feb[3]?.[6]).toEqual({ iso: '2026-02-28', inMonth: true });
    // February 2028 (leap) starts on a Tuesday: padded from Sunday, January 30.
    const leap = monthWeeks('2028-02');
    expect(leap[0]?.slice(0, 3)).toEqual([
      { iso: '2028-01-30', inMonth: false },
      { iso: '2028-01-31', inMonth: false },
      { iso: '2028-02-01', inMonth: true },
    ]);
    expect(
      leap
        .flat()
        .filter((d) => d.inMonth)
        .at(-1)?.iso,
    ).toBe('2028-02-29');
    expect(leap.every((w) => w.length === 7)).toBe(true);
    // May 2027 starts on a Saturday: six rows.
    expect(monthWeeks('2027-05')).toHaveLength(6);
    expect(dayLabel('2028-02-29')).toBe('Tuesday, February 29, 2028');
  });
});
