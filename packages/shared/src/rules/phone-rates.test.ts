import { describe, expect, it } from 'vitest';
import {
  PHONE_DEFAULT_ALLOWED_COUNTRIES,
  PHONE_RATES,
  countryOfNumber,
  smsSegments,
} from './phone-rates';

describe('phone rates (decision 0176)', () => {
  it('counts segments as Twilio does: 160/153 GSM-7, 70/67 UCS-2, extension characters twice', () => {
    expect(smsSegments('Hi')).toEqual({ segments: 1, encoding: 'GSM-7' });
    expect(smsSegments('a'.repeat(160)).segments).toBe(1);
    expect(smsSegments('a'.repeat(161)).segments).toBe(2);
    expect(smsSegments('a'.repeat(1_600)).segments).toBe(11);
    expect(smsSegments('€'.repeat(80)).segments).toBe(1);
    expect(smsSegments('€'.repeat(81)).segments).toBe(2);
    // An escape pair is never split: 152 + one € does not fit in the 153 septets of a part.
    expect(smsSegments(`${'a'.repeat(152)}€${'a'.repeat(153)}`).segments).toBe(3);
    expect(smsSegments('ł'.repeat(70))).toEqual({ segments: 1, encoding: 'UCS-2' });
    expect(smsSegments('ł'.repeat(71)).segments).toBe(2);
    expect(smsSegments('ł'.repeat(1_600)).segments).toBe(24);
    // One emoji among plain letters turns the whole text into UCS-2.
    expect(smsSegments(`${'a'.repeat(100)}😀`)).toEqual({ segments: 2, encoding: 'UCS-2' });
  });

  it('every allowed-by-default country has a price; numbers resolve to their country', () => {
    for (const c of PHONE_DEFAULT_ALLOWED_COUNTRIES) expect(PHONE_RATES[c].text).toBeGreaterThan(0);
    expect(countryOfNumber('+447400123456')).toBe('GB');
    expect(countryOfNumber('+18765550100')).toBe('JM');
    expect(countryOfNumber('+2348031234567')).toBe('NG');
    expect(countryOfNumber('nope')).toBeNull();
  });
});
