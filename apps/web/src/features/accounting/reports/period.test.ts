import { describe, expect, it } from 'vitest';
import { customPeriodProblem, monthLabel, presetRange, readPeriod } from './period';

const TODAY = '2026-11-26';
const read = (search: string) => readPeriod(new URLSearchParams(search), TODAY);

describe('report period', () => {
  it('turns each preset into its days on today', () => {
    expect(presetRange('this-year', TODAY)).toEqual({ from: '2026-01-01', to: TODAY });
    expect(presetRange('last-year', TODAY)).toEqual({ from: '2025-01-01', to: '2025-12-31' });
    expect(presetRange('last-12-months', TODAY)).toEqual({ from: '2025-12-01', to: TODAY });
    expect(presetRange('last-12-months', '2026-12-03')).toEqual({
      from: '2026-01-01',
      to: '2026-12-03',
    });
    expect(presetRange('this-quarter', TODAY)).toEqual({ from: '2026-10-01', to: TODAY });
    expect(presetRange('this-quarter', '2026-03-31')).toEqual({
      from: '2026-01-01',
      to: '2026-03-31',
    });
  });

  it('reads the address: this year by default, a custom period when whole', () => {
    expect(read('tab=reports')).toEqual({ preset: 'this-year', from: '2026-01-01', to: TODAY });
    expect(read('period=nonsense').preset).toBe('this-year');
    expect(read('period=custom&from=2026-02-01&to=2026-04-30')).toEqual({
      preset: 'custom',
      from: '2026-02-01',
      to: '2026-04-30',
    });
    // Reversed or half-typed: this year's days until it is whole, and a message says why.
    expect(read('period=custom&from=2026-05-01&to=2026-04-30')).toMatchObject({
      preset: 'custom',
      from: '2026-01-01',
    });
    expect(customPeriodProblem(new URLSearchParams('period=custom&from=2026-05-01'))).toBe(
      'Choose both days of the period.',
    );
    expect(
      customPeriodProblem(new URLSearchParams('period=custom&from=2026-05-01&to=2026-04-30')),
    ).toBe('The period ends before it starts.');
    expect(customPeriodProblem(new URLSearchParams('period=this-year'))).toBeNull();
  });

  it('names months shortly', () => {
    expect(monthLabel('2026-01')).toBe('Jan 2026');
    expect(monthLabel('2025-12')).toBe('Dec 2025');
  });
});
