import { describe, expect, it } from 'vitest';
import { amountOf, readAmount, readDate } from './read-rows';

const COLUMNS = ['Date', 'Amount', 'Out', 'In'];

describe('reading a statement row in the browser', () => {
  it('reads a date in each format, and refuses one that is not a date that way', () => {
    expect(readDate('11-03-2026', 'MM-DD-YYYY')).toBe('2026-11-03');
    expect(readDate('11-03-2026', 'DD-MM-YYYY')).toBe('2026-03-11');
    expect(readDate('2026-11-03 10:00:00', 'YYYY-MM-DD')).toBe('2026-11-03');
    expect(readDate('03.11.26', 'DD/MM/YY')).toBe('2026-11-03');
    expect(readDate('31/02/2026', 'DD/MM/YYYY')).toBeNull();
    expect(readDate('13/25/2026', 'MM/DD/YYYY')).toBeNull();
    expect(readDate('11-03-2026', 'YYYY-MM-DD')).toBeNull();
  });

  it('reads amounts with either decimal separator, signs and brackets, in minor units', () => {
    expect(readAmount('1,200.50', '.')).toBe(120_050);
    expect(readAmount('1.200,50', ',')).toBe(120_050);
    expect(readAmount('-45.10', '.')).toBe(-4_510);
    expect(readAmount('(45.10)', '.')).toBe(-4_510);
    expect(readAmount('$ 12', '.')).toBe(1_200);
    expect(readAmount('45.10-', '.')).toBe(-4_510);
    expect(readAmount('', '.')).toBeNull();
    expect(readAmount('abc', '.')).toBeNull();
    expect(readAmount('1.234', '.')).toBeNull();
  });

  it('signs money out negative: inverted single column, or out and in columns', () => {
    const base = {
      dateColumn: 'Date',
      dateFormat: 'YYYY-MM-DD',
      descriptionColumn: 'Date',
    } as const;
    const row = ['2026-11-03', '45.10', '45.10', ''];
    expect(amountOf(row, COLUMNS, { ...base, amount: { mode: 'single', column: 'Amount' } })).toBe(
      4_510,
    );
    expect(
      amountOf(row, COLUMNS, {
        ...base,
        amount: { mode: 'single', column: 'Amount', invert: true },
      }),
    ).toBe(-4_510);
    const split = {
      ...base,
      amount: { mode: 'split', debitColumn: 'Out', creditColumn: 'In' },
    } as const;
    expect(amountOf(row, COLUMNS, split)).toBe(-4_510);
    expect(amountOf(['2026-11-03', '', '', '1,200.00'], COLUMNS, split)).toBe(120_000);
    expect(amountOf(['2026-11-03', '', '', ''], COLUMNS, split)).toBeNull();
  });
});
