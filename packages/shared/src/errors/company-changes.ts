import type { TErrorEntry } from './error-entry';

/** Changes to the company: amendments, reinstatement and the like (decision 0135). */
export const COMPANY_CHANGE_ERRORS = {
  /** A change of a kind that already has one waiting for payment or being filed. */
  CHANGE_ALREADY_PENDING: {
    status: 409,
    message: 'A change of this kind is already under way. Finish or cancel it first.',
  },
  /** Cancelling a change that is paid, done or already cancelled. */
  CHANGE_NOT_CANCELLABLE: {
    status: 409,
    message: 'Only a change that is not paid yet can be cancelled.',
  },
  /** A change the company cannot ask for now (not formed yet, not dissolved for reinstatement…). */
  CHANGE_NOT_AVAILABLE: {
    status: 409,
    message: 'This change is not available for your company now.',
  },
  /** A change whose proposed values are the company's current ones. */
  CHANGE_UNCHANGED: { status: 400, message: 'This is already what your company has on file.' },
} as const satisfies Record<string, TErrorEntry>;
