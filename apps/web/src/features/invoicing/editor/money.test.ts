import { describe, expect, it } from 'vitest';
import { minorToInput, parseDecimal, parseMinor } from './money';

describe('parseMinor', () => {
  it('reads major units exactly as minor units of the currency', () => {
    expect(parseMinor('19.99', 2)).toBe(1999);
    // 0.1 + 0.2 and 1.005 × 100 drift in floating point; strings do not.
    expect(parseMinor('1.005', 3)).toBe(1005);
    expect(parseMinor('0.29', 2)).toBe(29);
    expect(parseMinor('1,234.5', 2)).toBe(123450);
    expect(parseMinor('.5', 2)).toBe(50);
    expect(parseMinor('12', 2)).toBe(1200);
    expect(parseMinor('1500', 0)).toBe(1500);
  });

  it('refuses what is not a plain amount in that currency', () => {
    expect(parseMinor('1.234', 2)).toBeNull();
    expect(parseMinor('15.5', 0)).toBeNull();
    expect(parseMinor('-3', 2)).toBeNull();
    expect(parseMinor('1e3', 2)).toBeNull();
    expect(parseMinor('', 2)).toBeNull();
    expect(parseMinor('abc', 2)).toBeNull();
    expect(parseMinor('99999999999999999999', 2)).toBeNull();
  });
});

describe('minorToInput', () => {
  it('writes minor units back as the field shows them', () => {
    expect(minorToInput(123450, 2)).toBe('1234.50');
    expect(minorToInput(5, 2)).toBe('0.05');
    expect(minorToInput(1500, 0)).toBe('1500');
    expect(minorToInput(1005, 3)).toBe('1.005');
  });
});

describe('parseDecimal', () => {
  it('takes up to the allowed decimals', () => {
    expect(parseDecimal('2.5', 4)).toBe(2.5);
    expect(parseDecimal('0.3333', 4)).toBe(0.3333);
    expect(parseDecimal('8.875', 3)).toBe(8.875);
    expect(parseDecimal('0.33333', 4)).toBeNull();
    expect(parseDecimal('two', 4)).toBeNull();
  });
});
