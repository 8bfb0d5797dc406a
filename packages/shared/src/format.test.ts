import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDay,
  formatDayTime,
  formatFileSize,
  formatMoney,
  formatMonth,
} from './format';

describe('money and dates (docs/product.md § Constants)', () => {
  it.each([
    [0, '$0.00'],
    [5, '$0.05'],
    [9000, '$90.00'],
    [123456, '$1,234.56'],
    [-2500, '-$25.00'],
  ])('formats %i cents as %s', (cents, text) => {
    expect(formatMoney(cents)).toBe(text);
  });

  it('refuses fractions of a cent', () => {
    expect(() => formatMoney(1.5)).toThrow(RangeError);
  });

  it('formats dates as short month, day, year', () => {
    expect(formatDate('2026-11-23T23:59:00Z')).toBe('Nov 23, 2026');
    expect(formatDate(new Date(Date.UTC(2027, 0, 5)))).toBe('Jan 5, 2027');
    expect(formatDate('not a date')).toBe('');
  });

  it('writes dates exactly as Intl en-US (short month, day, year, UTC) does', () => {
    const intl = new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    const dates = fc.date({
      min: new Date('-000100-01-01T00:00:00Z'),
      max: new Date('+012000-12-31T23:59:59Z'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(dates, (date) => {
        expect(formatDate(date)).toBe(intl.format(date));
        expect(formatDate(date.toISOString())).toBe(intl.format(date));
      }),
      { numRuns: 2000 },
    );
  });

  it('formats a day of the books day first, as written', () => {
    expect(formatDay('2026-11-03')).toBe('3 Nov 2026');
    expect(formatDay('2026-09-30T23:59:00Z')).toBe('30 Sep 2026');
    expect(formatDay('2026-13-01')).toBe('2026-13-01');
    expect(formatDay('not a day')).toBe('not a day');
  });

  it('formats an instant as its local day and a 24-hour time', () => {
    const at = new Date(2026, 10, 3, 16, 21);
    expect(formatDayTime(at)).toBe('3 Nov 2026, 16:21');
    expect(formatDayTime(at.toISOString())).toBe('3 Nov 2026, 16:21');
    expect(formatDayTime(new Date(2026, 0, 9, 0, 5))).toBe('9 Jan 2026, 00:05');
    expect(formatDayTime('not an instant')).toBe('');
  });

  it('formats a month short or long', () => {
    expect(formatMonth('2026-01')).toBe('Jan 2026');
    expect(formatMonth('2025-12')).toBe('Dec 2025');
    expect(formatMonth('2026-09', true)).toBe('September 2026');
    expect(formatMonth('2026-00')).toBe('2026-00');
    expect(formatMonth('')).toBe('');
  });
});

describe('formatFileSize', () => {
  it('says bytes, kilobytes and megabytes as a file manager does', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(240 * 1024)).toBe('240 KB');
    expect(formatFileSize(2 * 1024 * 1024)).toBe('2 MB');
    expect(formatFileSize(2.44 * 1024 * 1024)).toBe('2.4 MB');
  });
});
