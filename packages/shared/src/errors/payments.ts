import type { TErrorEntry } from './error-entry';

/** Baskets, checkouts and the card that pays them (decisions 0052, 0101, 0111). */
export const PAYMENT_ERRORS = {
  /** A basket or a formation selection naming a product that is unknown, inactive or not
   * offered to this company (for example BOI filing for a company formed in the US). */
  PRODUCT_NOT_AVAILABLE: { status: 400, message: 'These products are not available.' },
  /** A basket naming a product the company already has (bought and not cancelled or
   * refunded, or a subscription still running) or that its bundle includes. */
  PRODUCT_ALREADY_OWNED: {
    status: 409,
    message: 'Your company already has this product.',
  },
  /** A payment or checkout that does not match the server's record (amount, session, owner). */
  INVALID_TRANSACTION: { status: 400, message: 'This transaction is not valid. Please try again.' },
  /** A checkout whose total is 0 while one of its products is not free by design. */
  NOTHING_TO_PAY: {
    status: 400,
    message: 'There is nothing to pay for this order. Please reload and try again.',
  },
  /** Paying a checkout session replaced by a newer one, or no longer open. */
  CHECKOUT_SESSION_EXPIRED: {
    status: 409,
    message: 'This checkout has expired. Please start the payment again.',
  },
  /** Paying a formation checkout priced for a state that is no longer the company's choice. */
  CHECKOUT_STATE_CHANGED: {
    status: 409,
    message:
      'The state of formation changed, and with it the price. Please start the payment again.',
  },
  /** The (test) card was declined by the payment provider. */
  CARD_DECLINED: { status: 402, message: 'Your card was declined. Please use another card.' },
  /** The card has insufficient funds. */
  INSUFFICIENT_FUNDS: {
    status: 402,
    message: 'Your card has insufficient funds. Please use another card.',
  },
  /**
   * A card the schema cannot read at all; the card step names the field with CARD_* codes.
   * Kept for old clients: nothing throws it now (decision 0101).
   */
  INVALID_CARD: { status: 400, message: 'Please check the card number, expiry date and CVC.' },
  /** A card number with too few digits for its brand (the local card form and its API). */
  CARD_NUMBER_INCOMPLETE: { status: 400, message: 'Your card number is incomplete.' },
  /** A card number that fails its checksum, has too many digits or holds other characters. */
  CARD_NUMBER_INVALID: { status: 400, message: 'Your card number is invalid.' },
  /** An expiry that is not a month and a year (MM / YY). */
  CARD_EXPIRY_INCOMPLETE: { status: 400, message: "Your card's expiry date is incomplete." },
  /** An expiry whose month is not 01–12. */
  CARD_EXPIRY_MONTH_INVALID: {
    status: 400,
    message: "Your card's expiry month must be between 01 and 12.",
  },
  /** An expiry before the current month. */
  CARD_EXPIRED: { status: 400, message: "Your card's expiry date is in the past." },
  /** A security code that is not 3 digits (4 for American Express). */
  CARD_CVC_INCOMPLETE: { status: 400, message: "Your card's security code is incomplete." },
} as const satisfies Record<string, TErrorEntry>;
