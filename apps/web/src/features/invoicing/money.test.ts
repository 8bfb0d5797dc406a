import { describe, expect, it } from 'vitest';
import { majorFromMinor, minorFromMajor } from './money';

describe('minorFromMajor', () => {
  it('reads the decimal text exactly, with no float drift', () => {
    expect(minorFromMajor('0.07', 'USD')).toBe(7);
    expect(minorFromMajor('1.10', 'USD')).toBe(110);
    expect(minorFromMajor('4.35', 'USD')).toBe(435);
    expect(minorFromMajor('1,234.5', 'USD')).toBe(123450);
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
    for (const text of ['', 'abc', '-5', '1.234', '1e3', '1.2.3', '12,34'])
      expect(minorFromMajor(text, 'USD')).toBeNull();
  });
});

describe('majorFromMinor', () => {
  it('writes minor units back as input text', () => {
    expect(majorFromMinor(123450, 'USD')).toBe('1234.50');
    expect(majorFromMinor(7, 'USD')).toBe('0.07');
    expect(majorFromMinor(1500, 'JPY')).toBe('1500');
  });
});
