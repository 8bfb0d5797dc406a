import { describe, expect, it } from 'vitest';
import { ZSignupRequest } from './auth';
import { toE164, ZPhone } from './phone';
import { ZUpdateProfileRequest } from './profile';

describe('phone numbers (libphonenumber-js, decision 0104)', () => {
  it('stores a valid number with its country code in E.164', () => {
    expect(ZPhone.parse(' +44 20 7946 0958 ')).toBe('+442079460958');
    expect(ZPhone.parse('+1 (202) 555-0143')).toBe('+12025550143');
  });

  it('refuses letters, a number too short for its country and one without a country code', () => {
    for (const value of ['abc', '+1 555', '020 7946 0958', '+44 7700 900123'])
      expect(ZPhone.safeParse(value).error?.issues[0]?.message, value).toBe('INVALID_PHONE');
    expect(ZPhone.safeParse('').error?.issues[0]?.message).toBe('PHONE_NOT_SPECIFIED');
  });

  it('reads a national number in the country the picker names', () => {
    expect(toE164('020 7946 0958', 'GB')).toBe('+442079460958');
    expect(toE164('020 7946 0958', 'US')).toBeNull();
  });

  it('is optional at sign-up and removable in the profile', () => {
    const answers = {
      typeOfBusiness: 'saas',
      employeeCount: '1',
      revenue: '0-50k',
      experience: 'first',
      stage: 'idea',
    };
    const body = {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      password: 'Correct-horse-battery-9',
      businessType: 'NEW' as const,
      answers,
    };
    expect(ZSignupRequest.parse(body).phone).toBeUndefined();
    expect(ZSignupRequest.safeParse({ ...body, phone: 'abc' }).success).toBe(false);
    expect(ZUpdateProfileRequest.parse({ firstName: 'A', lastName: 'B', phone: null }).phone).toBe(
      null,
    );
  });
});
