import { describe, expect, it } from 'vitest';
import { isMonth, monthEnd, monthLabel, monthOf, monthsBetween } from './months';

describe('months', () => {
  it('lists the months of a period across a year end', () => {
    expect(monthsBetween('2025-11-15', '2026-02-01')).toEqual([
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
    expect(monthsBetween('2026-03-01', '2026-03-31')).toEqual(['2026-03']);
    expect(monthsBetween('2026-04-01', '2026-03-31')).toEqual([]);
  });
  it('knows month ends, leap years included', () => {
    expect(monthEnd('2024-02')).toBe('2024-02-29');
    expect(monthEnd('2026-02')).toBe('2026-02-28');
    expect(monthEnd('2026-12')).toBe('2026-12-31');
  });
  it('names and checks months', () => {
    expect(monthLabel('2026-09')).toBe('September 2026');
    expect(monthOf('2026-09-14')).toBe('2026-09');
    expect(isMonth('2026-13')).toBe(false);
    expect(isMonth('2026-01')).toBe(true);
  });
});
