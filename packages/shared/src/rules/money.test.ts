import { describe, expect, it } from 'vitest';
import { decimalFromTyped, majorFromMinor, minorFromMajor } from './money';

describe('minorFromMajor in a money field', () => {
  it('reads the decimal text exactly, with no float drift', () => {
    expect(minorFromMajor('0.07', 'USD')).toBe(7);
    expect(minorFromMajor('1.10', 'USD')).toBe(110);
    expect(minorFromMajor('4.35', 'USD')).toBe(435);
    expect(minorFromMajor('1,234.5', 'USD')).toBe(123450);
    expect(minorFromMajor('1,234,567.89', 'USD')).toBe(123456789);
    expect(minorFromMajor('$20', 'USD')).toBe(2000);
    expect(minorFromMajor(' 19.99 ', 'EUR')).toBe(1999);
    expect(minorFromMajor('12.', 'USD')).toBe(1200);
  });

  it('follows the currency’s decimals', () => {
    expect(minorFromMajor('1500', 'JPY')).toBe(1500);
    expect(minorFromMajor('1.5', 'JPY')).toBeNull();
    expect(minorFromMajor('1.234', 'KWD')).toBe(1234);
  });

  it('refuses what is not a plain amount', () => {
    for (const text of ['', 'abc', '-5', '1.234', '1e3', '1.2.3', '12,34', '.5', '1 234'])
      expect(minorFromMajor(text, 'USD')).toBeNull();
    expect(minorFromMajor('99999999999999999999', 'USD')).toBeNull();
  });
});

describe('minorFromMajor in the invoice form', () => {
  const read = (typed: string, currency = 'USD') => minorFromMajor(typed, currency, 'invoice-form');

  it('reads major units exactly as minor units of the currency', () => {
    expect(read('19.99')).toBe(1999);
    // 1.005 × 1000 and 0.29 × 100 drift in floating point; strings do not.
    expect(read('1.005', 'KWD')).toBe(1005);
    expect(read('0.29')).toBe(29);
    expect(read('1,234.5')).toBe(123450);
    expect(read('1 234.5')).toBe(123450);
    expect(read('.5')).toBe(50);
    expect(read('12')).toBe(1200);
    expect(read('1500', 'JPY')).toBe(1500);
  });

  it('refuses what is not a plain amount in that currency', () => {
    for (const typed of ['1.234', '-3', '1e3', '', 'abc', '$20', '99999999999999999999'])
      expect(read(typed)).toBeNull();
    expect(read('15.5', 'JPY')).toBeNull();
  });
});

describe('majorFromMinor', () => {
  it('writes minor units back as a field shows them', () => {
    expect(majorFromMinor(123450, 'USD')).toBe('1234.50');
    expect(majorFromMinor(7, 'USD')).toBe('0.07');
    expect(majorFromMinor(0, 'USD')).toBe('0.00');
    expect(majorFromMinor(-1999, 'EUR')).toBe('-19.99');
    expect(majorFromMinor(1500, 'JPY')).toBe('1500');
    expect(majorFromMinor(-1500, 'JPY')).toBe('-1500');
    expect(majorFromMinor(1005, 'KWD')).toBe('1.005');
  });

  it('reads back what it wrote', () => {
    for (const [minor, currency] of [
      [123450, 'USD'],
      [5, 'USD'],
      [1500, 'JPY'],
      [1005, 'KWD'],
    ] as const) {
      expect(minorFromMajor(majorFromMinor(minor, currency), currency)).toBe(minor);
      expect(minorFromMajor(majorFromMinor(minor, currency), currency, 'invoice-form')).toBe(minor);
    }
  });
});

describe('decimalFromTyped', () => {
  it('takes up to the allowed decimals', () => {
    expect(decimalFromTyped('2.5', 4)).toBe(2.5);
    expect(decimalFromTyped('0.3333', 4)).toBe(0.3333);
    expect(decimalFromTyped('8.875', 3)).toBe(8.875);
    expect(decimalFromTyped('1,000', 0)).toBe(1000);
    expect(decimalFromTyped('.5', 1)).toBe(0.5);
    expect(decimalFromTyped('0.33333', 4)).toBeNull();
    expect(decimalFromTyped('two', 4)).toBeNull();
    expect(decimalFromTyped('-1', 4)).toBeNull();
  });
});
