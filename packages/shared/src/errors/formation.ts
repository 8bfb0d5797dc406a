import type { TErrorEntry } from './error-entry';

/** Forming the LLC: the wizard, its payment, and an LLC formed elsewhere (decision 0113). */
export const FORMATION_ERRORS = {
  /** Formation details sent before the formation is paid (the wizard's gate). */
  PAYMENT_REQUIRED_FIRST: {
    status: 409,
    message: 'Please complete the payment before entering your formation details.',
  },
  /** Confirming formation while one of its six steps is still open. */
  FORMATION_INCOMPLETE: {
    status: 400,
    message: 'Please complete every formation step before confirming.',
  },
  /** A formation bundle checkout (or its payment) for a company whose formation is paid. */
  FORMATION_ALREADY_PAID: { status: 409, message: 'Your company formation is already paid.' },
  /** Formation details naming another state than the one the formation was paid for. */
  FORMATION_STATE_LOCKED: {
    status: 409,
    message: 'Your formation is paid for another state; contact support to change the state.',
  },
  /** The formation wizard or the formation bundle asked for a company formed elsewhere. */
  FORMED_ELSEWHERE: {
    status: 409,
    message: 'Your LLC was formed elsewhere: the formation steps are not for it.',
  },
  /** A formation date after today (an LLC formed elsewhere). */
  FORMATION_DATE_IN_FUTURE: {
    status: 400,
    message: 'The formation date cannot be in the future.',
  },
} as const satisfies Record<string, TErrorEntry>;
