import type { TErrorEntry } from './error-entry';

/** The US mailing address: letters, their requests and rules (decisions 0154–0156). */
export const MAIL_ERRORS = {
  /** A mail action or rule while the company has no active US mailing address. */
  MAILBOX_NOT_ACTIVE: {
    status: 409,
    message: 'This needs an active US mailing address. Add one from the services page.',
  },
  /** A request for a letter that already has one waiting for payment or for our team. */
  MAIL_REQUEST_OPEN: {
    status: 409,
    message: 'This letter already has a request in progress.',
  },
  /** An action that no longer applies (a shredded letter, a scan that exists, a forward of nothing). */
  MAIL_ACTION_NOT_POSSIBLE: {
    status: 409,
    message: 'This can no longer be done with this letter.',
  },
  /** The scan or an action of a letter that arrived while the mailing address was not paid. */
  MAIL_LOCKED: {
    status: 409,
    message: 'This letter arrived while your mailing address was not active. Unlock it to see it.',
  },
  /** Forwarding without a saved address of the company. */
  FORWARDING_ADDRESS_REQUIRED: {
    status: 400,
    message: 'Choose the address to forward it to.',
  },
  /** A second rule for a category that has one (edit that one instead). */
  MAIL_RULE_EXISTS: {
    status: 409,
    message: 'There is already a rule for this kind of letter.',
  },
} as const satisfies Record<string, TErrorEntry>;
