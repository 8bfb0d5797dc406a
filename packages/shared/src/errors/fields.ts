import type { TErrorEntry } from './error-entry';

/**
 * A form field that is missing or holds a value that is not allowed. Schemas name these codes
 * as their messages; the error handler answers the code with its text and the field.
 */
export const FIELD_ERRORS = {
  // A required field is missing.
  EMAIL_NOT_SPECIFIED: { status: 400, message: 'Please enter your email.' },
  PASSWORD_NOT_SPECIFIED: { status: 400, message: 'Please enter your password.' },
  COMPANY_NAME_NOT_SPECIFIED: { status: 400, message: 'Please enter a company name.' },
  DESCRIPTION_NOT_SPECIFIED: { status: 400, message: 'Please enter a description.' },
  FIRST_NAME_NOT_SPECIFIED: { status: 400, message: 'Please enter your first name.' },
  LAST_NAME_NOT_SPECIFIED: { status: 400, message: 'Please enter your last name.' },
  PHONE_NOT_SPECIFIED: { status: 400, message: 'Please enter a phone number.' },
  COUNTRY_CODE_NOT_SPECIFIED: { status: 400, message: 'Please choose a country code.' },
  INCORPORATION_STATE_NOT_SPECIFIED: {
    status: 400,
    message: 'Please choose a state of formation.',
  },

  // A field has a value that is not allowed.
  INVALID_EMAIL: { status: 400, message: 'Please enter a valid email address.' },
  INVALID_NAME_TYPE: {
    status: 400,
    message: 'Please choose LLC, L.L.C. or Limited Liability Company.',
  },
  INVALID_STATE: { status: 400, message: 'Please choose a valid US state.' },
  /** A phone number that is not a valid number of its country (libphonenumber-js). */
  INVALID_PHONE: {
    status: 400,
    message: 'Please enter a valid phone number, with its country code.',
  },
  /** A website that is not an http(s) address with a domain, even with https:// added. */
  WEBSITE_INVALID: {
    status: 400,
    message: 'Enter a website address such as nubeclara.com or https://nubeclara.com.',
  },

  // The original portal's codes that tables.test.ts keeps in the catalogue; nothing throws them.
  COMPANY_TYPE_NOT_SPECIFIED: { status: 400, message: 'Please choose a company type.' },
  NAME_TYPE_NOT_SPECIFIED: { status: 400, message: 'Please choose a name type.' },
  USERNAME_NOT_SPECIFIED: { status: 400, message: 'Please enter a username.' },
  CORPORATION_TYPE_NOT_SPECIFIED: { status: 400, message: 'Please choose a corporation type.' },
  NUMBER_OF_SHARES_NOT_SPECIFIED: { status: 400, message: 'Please enter the number of shares.' },
  VALUE_PER_SHARE_NOT_SPECIFIED: { status: 400, message: 'Please enter the value per share.' },
  WORKSPACE_NOT_SPECIFIED: { status: 400, message: 'Please choose a workspace.' },
  OFFICER_NOT_SPECIFIED: { status: 400, message: 'Please add an officer.' },
  ROLE_NOT_SPECIFIED: { status: 400, message: 'Please choose a role.' },
  WEBSITE_NOT_SPECIFIED: { status: 400, message: 'Please enter a website.' },
  INVALID_COMPANY_TYPE: { status: 400, message: 'This company type is not supported.' },
  INVALID_CORPORATION_TYPE: { status: 400, message: 'This corporation type is not supported.' },
  INVALID_SHARE_COUNT: { status: 400, message: 'Please enter a valid number of shares.' },
  INVALID_SHARE_VALUE: { status: 400, message: 'Please enter a valid value per share.' },
  INVALID_OFFICER_ROLE: { status: 400, message: 'Please choose a valid officer role.' },
} as const satisfies Record<string, TErrorEntry>;
