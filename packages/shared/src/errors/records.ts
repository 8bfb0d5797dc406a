import type { TErrorEntry } from './error-entry';

/** Records and requests of any area: missing, locked, or not possible now. */
export const RECORD_ERRORS = {
  /** The requested record does not exist or is not the caller's. */
  DATA_NOT_AVAILABLE: { status: 404, message: 'The requested information is not available.' },
  /** The record can no longer be changed (for example after formation was confirmed). */
  DATA_NOT_EDITABLE: { status: 409, message: 'This information can no longer be changed.' },
  SUBSCRIPTION_NOT_AVAILABLE: { status: 404, message: 'This subscription is not available.' },
  /** A request that is well-formed but not allowed in the current state. */
  REQUEST_CANNOT_BE_PROCESSED: {
    status: 409,
    message: 'This request cannot be processed right now. Please try again.',
  },
  /** Staff retrying a job that is not failed (pending, running or done; decision 0110). */
  JOB_NOT_RETRYABLE: { status: 409, message: 'Only a failed job can be retried.' },

  // The original portal's codes that tables.test.ts keeps in the catalogue; nothing throws them.
  BANK_DATA_NOT_FOUND: { status: 404, message: 'No bank account details were found.' },
  FREELANCER_IS_NOT_AVAILABLE: { status: 404, message: 'This specialist is not available.' },
  PROPOSAL_NOT_AVAILABLE: { status: 404, message: 'This proposal is not available.' },
  PROPOSALS_DO_NOT_EXISTS: { status: 404, message: 'There are no proposals yet.' },
} as const satisfies Record<string, TErrorEntry>;
