import type { TErrorEntry } from './error-entry';

/** Invoicing the LLC's own customers (decisions 0140–0143, 0183). */
export const INVOICING_ERRORS = {
  /** A draft dated before today, finalised or sent without saying which date it keeps. */
  INVOICE_BACKDATED: {
    status: 409,
    message: 'This draft is dated before today: keep its date or date it today.',
  },
  /** Editing or deleting an invoice that is finalised. */
  INVOICE_NOT_EDITABLE: {
    status: 409,
    message: 'A finalised invoice cannot be edited: void it or issue a credit note.',
  },
  /** An action that needs an open invoice (pay, send, void, credit) on one that is not. */
  INVOICE_NOT_OPEN: { status: 409, message: 'This invoice is not open.' },
  /** A payment for an invoice that is already paid (a second payer, a repeated confirmation). */
  INVOICE_ALREADY_PAID: { status: 409, message: 'This invoice is already paid.' },
  /** A payment of more than the balance. */
  PAYMENT_EXCEEDS_BALANCE: { status: 400, message: 'The payment is more than what is owed.' },
  /** A credit note for more than what is left to credit. */
  CREDIT_EXCEEDS_INVOICE: {
    status: 400,
    message: 'The credit note is more than what is left on the invoice.',
  },
  /** Paying by card an invoice whose seller has not turned card payments on. */
  CARD_PAYMENTS_OFF: {
    status: 409,
    message: 'This invoice cannot be paid by card. Please use the payment instructions.',
  },
  /**
   * Creating customers, invoices or sending them for a company not formed by us (COMPLETED) nor
   * an LLC formed elsewhere whose details we verified (issue 33 item 4, decision 0175).
   */
  INVOICING_NOT_OPEN: {
    status: 409,
    message:
      'Invoicing opens once your company is formed, or once we have verified the details of an LLC formed elsewhere.',
  },
  /** More invoice e-mails today than INVOICE_SENDS_PER_DAY allows one company (decision 0175). */
  INVOICE_SEND_LIMIT: {
    status: 429,
    message:
      'Your company has sent as many invoice e-mails as it can today. Please try again tomorrow.',
  },
  // Issue 36 item 4: the credit owed back to a customer (decision 0183)
  /** A refund, or credit kept, of more than is owed back to the customer. */
  REFUND_EXCEEDS_CREDIT: {
    status: 400,
    message: 'That is more than is owed back to the customer.',
  },
  /** A card refund on an invoice no card paid, or of more than the card paid. */
  CARD_REFUND_UNAVAILABLE: {
    status: 409,
    message: 'This cannot go back to a card: record the refund you made by transfer instead.',
  },
  /** The payment provider refused the card refund (nothing was refunded). */
  REFUND_REFUSED: {
    status: 409,
    message: 'The card refund was refused by the payment provider. Nothing was refunded.',
  },
} as const satisfies Record<string, TErrorEntry>;
