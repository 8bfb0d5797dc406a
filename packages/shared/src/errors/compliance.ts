import type { TErrorEntry } from './error-entry';

/** Compliance deadlines and their filings (decision 0121). */
export const COMPLIANCE_ERRORS = {
  /** An obligation id that is unknown or another customer's (never a sign that it exists). */
  OBLIGATION_NOT_FOUND: { status: 404, message: 'There is no such deadline.' },
  /** "I filed it myself" or "not applicable" on an obligation already filed or set aside. */
  OBLIGATION_ALREADY_RESOLVED: {
    status: 409,
    message: 'This deadline is already marked filed or not applicable.',
  },
  /**
   * An answer about a past filing (issue 36 item 3) for a deadline due after the LLC joined
   * us, or one of a company we formed: those are not history to confirm.
   */
  NOT_A_PAST_FILING: {
    status: 409,
    message: 'Only a filing due before your LLC joined us can be answered this way.',
  },
  /** Reopening an obligation that is open, or one we filed for the customer (a service). */
  OBLIGATION_NOT_REOPENABLE: {
    status: 409,
    message: 'Only a deadline you marked filed or not applicable yourself can be reopened.',
  },
  /** A proof of filing that is not valid base64, not the PDF/PNG/JPEG it says, or over 5 MB. */
  PROOF_NOT_ACCEPTED: {
    status: 400,
    message: 'The proof must be a PDF, PNG or JPEG file of at most 5 MB.',
  },
  /** "I filed it myself" with a filing date after today. */
  FILED_ON_IN_FUTURE: { status: 400, message: 'The filing date cannot be in the future.' },
  /** "I filed it myself" dated a year or more before the deadline: a slip of the year. */
  FILED_ON_TOO_EARLY: {
    status: 400,
    message: 'That date is a year or more before this deadline: check the year.',
  },
} as const satisfies Record<string, TErrorEntry>;
