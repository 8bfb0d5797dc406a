import type { TErrorEntry } from './error-entry';

/** Companies: creating, naming, deleting, and their status. */
export const COMPANY_ERRORS = {
  /** Creating a company beyond the configuration's maxCompaniesPerUser. */
  COMPANY_LIMIT_REACHED: {
    status: 409,
    message: 'You have reached the number of companies your account can hold.',
  },
  /** Creating a company while the configuration does not allow it. */
  COMPANY_CREATION_DISABLED: {
    status: 403,
    message: 'Creating another company is not available for your account.',
  },
  /** A company name with a designation (rules/llc-name.ts); the message is the rule's own text. */
  INVALID_COMPANY_NAME: {
    status: 400,
    message:
      'This designation indicates a different business entity type and cannot be used in an LLC name.',
  },
  /** A status move the lifecycle does not allow (docs/architecture.md § Company lifecycle). */
  ILLEGAL_STATUS_MOVE: { status: 409, message: 'This status change is not allowed.' },
  /** Deleting a company that has a payment, an order or formation progress, or is the last one. */
  COMPANY_NOT_DELETABLE: {
    status: 409,
    message: 'Only an unpaid company with no orders can be deleted.',
  },
  /**
   * Deleting a company that holds what must be kept: an issued invoice, a payment, books or a
   * document (issue 33 item 5, decision 0175). Closing the LLC keeps them.
   */
  COMPANY_HAS_RECORDS: {
    status: 409,
    message:
      'This company has records that must be kept: issued invoices, payments, books or documents. You can close the LLC instead.',
  },
} as const satisfies Record<string, TErrorEntry>;
