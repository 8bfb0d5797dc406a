import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney } from './format';

describe('money and dates (SPEC.md 9)', () => {
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
});
