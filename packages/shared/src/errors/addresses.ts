import type { TErrorEntry } from './error-entry';

/** Addresses and billing details (schemas/address.ts; decision 0102). */
export const ADDRESS_ERRORS = {
  /** An address without its street line. */
  ADDRESS_NOT_SPECIFIED: { status: 400, message: 'Please enter the street address.' },
  /** An address without its city. */
  CITY_NOT_SPECIFIED: { status: 400, message: 'Please enter the city.' },
  /** A billing address without the name printed on receipts. */
  BILLING_NAME_NOT_SPECIFIED: {
    status: 400,
    message: 'Please enter the name to print on receipts.',
  },
  /** A billing name over 200 characters. */
  BILLING_NAME_TOO_LONG: { status: 400, message: 'The name can be at most 200 characters.' },
  /** An address line over 200 characters. */
  ADDRESS_TOO_LONG: { status: 400, message: 'An address line can be at most 200 characters.' },
  /** A city over 100 characters. */
  CITY_TOO_LONG: { status: 400, message: 'The city can be at most 100 characters.' },
  /** A region (state, province) over 100 characters. */
  REGION_TOO_LONG: { status: 400, message: 'The region can be at most 100 characters.' },
  /** A postal code over 20 characters. */
  POSTAL_CODE_TOO_LONG: { status: 400, message: 'The postal code can be at most 20 characters.' },
} as const satisfies Record<string, TErrorEntry>;
