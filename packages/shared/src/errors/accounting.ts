import type { TErrorEntry } from './error-entry';

/** Accounting: the company's books from its bank statements (decisions 0145–0150). */
export const ACCOUNTING_ERRORS = {
  /** Accounting routes for a company that is not open to invoicing (INVOICING_NOT_OPEN's rule). */
  ACCOUNTING_NOT_OPEN: {
    status: 409,
    message:
      'Your books open once your company is formed, or once we have verified the details of an LLC formed elsewhere.',
  },
  /** Deleting an account that has transactions (archive it instead). */
  ACCOUNT_NOT_EMPTY: {
    status: 409,
    message: 'This account has transactions: archive it instead.',
  },
  /** Changing the currency of an account that has transactions. */
  ACCOUNT_CURRENCY_LOCKED: {
    status: 409,
    message: 'The currency of an account with transactions cannot change.',
  },
  /** An uploaded statement that is neither a readable CSV nor OFX/QFX. */
  IMPORT_FILE_UNREADABLE: {
    status: 400,
    message: 'We could not read this file. Upload a CSV, OFX or QFX bank statement.',
  },
  /** A CSV import without a usable column mapping (a column not in the file). */
  IMPORT_MAPPING_INVALID: {
    status: 400,
    message: 'Choose the columns for the date, the description and the amount.',
  },
  /** Previewing, importing or undoing an import in a state that does not allow it. */
  IMPORT_NOT_READY: { status: 409, message: 'This import cannot do that now.' },
  /** Changing or deleting what only a transaction added by hand allows. */
  TRANSACTION_NOT_EDITABLE: {
    status: 409,
    message:
      'Only a transaction you added by hand can be changed this way. Undo its import instead.',
  },
  /** Split parts that do not add up to the transaction's amount. */
  SPLIT_DOES_NOT_ADD_UP: {
    status: 400,
    message: 'The parts must add up to the transaction’s amount.',
  },
  /** A match other than a deposit and an unmatched invoice payment of the same amount and currency. */
  MATCH_NOT_POSSIBLE: {
    status: 409,
    message: 'Only a deposit and an invoice payment of the same amount can be matched.',
  },
  /** Changing a transaction in a month our bookkeepers have closed. */
  BOOKS_MONTH_CLOSED: {
    status: 409,
    message: 'This month’s books are closed. Ask support to reopen it.',
  },
  /** Archiving or deleting a category the code relies on (Sales, the owner lines) by deleting it. */
  CATEGORY_IN_USE: {
    status: 409,
    message: 'This category is in use: archive it instead.',
  },
} as const satisfies Record<string, TErrorEntry>;
