import type { TErrorEntry } from './error-entry';

/** The US phone number: calls, texts and its credit (decision 0176). */
export const PHONE_ERRORS = {
  /** Phone calls while the company has no active US number. */
  PHONE_LINE_NOT_ACTIVE: {
    status: 409,
    message: 'You have no US phone number yet.',
  },
  /** Forwarding calls to the company's own number. */
  PHONE_FORWARD_TO_SELF: {
    status: 400,
    message: 'Calls cannot be forwarded to this same number.',
  },
  /** An outbound text (or other paid use of the line) costing more than the credit left. */
  PHONE_CREDIT_TOO_LOW: {
    status: 409,
    message: 'Your phone credit is too low. Add credit to send texts.',
  },
  /** A text or a forwarding number to a country not in PHONE_ALLOWED_COUNTRIES. */
  PHONE_DESTINATION_NOT_ALLOWED: {
    status: 400,
    message: 'We cannot text or forward calls to numbers in this country.',
  },
  /** A phone provider webhook whose signature does not match (never processed). */
  PHONE_WEBHOOK_SIGNATURE_INVALID: {
    status: 403,
    message: 'The request signature is not valid.',
  },
} as const satisfies Record<string, TErrorEntry>;
