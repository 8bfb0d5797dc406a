import {
  getCountryCallingCode,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js/min';
import { z } from 'zod';

// Issue 17 (decision 0104): phone numbers are checked with libphonenumber-js (its smallest
// metadata) and stored in E.164 ("+442079460958"). The API takes a number with its country
// code; the web's phone field builds that from the country picker and the number typed.

export type { CountryCode };
export const PHONE_MAX_LENGTH = 32;

/** The number in E.164 when it is a valid number (national numbers need `country`). */
export const toE164 = (value: string, country?: CountryCode): string | null => {
  const parsed = parsePhoneNumberFromString(value.trim(), country);
  return parsed?.isValid() ? parsed.number : null;
};

/** The calling code of a country ("44" for GB). */
export const callingCodeOf = (country: CountryCode): string => getCountryCallingCode(country);

/** A phone number with its country code, answered in E.164. */
export const ZPhone = z
  .string({ error: 'PHONE_NOT_SPECIFIED' })
  .trim()
  .min(1, 'PHONE_NOT_SPECIFIED')
  .max(PHONE_MAX_LENGTH, 'INVALID_PHONE')
  .transform((value, ctx) => {
    const e164 = toE164(value);
    if (e164) return e164;
    ctx.addIssue({ code: 'custom', message: 'INVALID_PHONE' });
    return z.NEVER;
  });

/** A form's optional phone field: empty is no phone (null), anything else must be valid. */
export const ZOptionalPhoneField = z
  .string()
  .transform((value) => value.trim() || null)
  .pipe(ZPhone.nullable());
