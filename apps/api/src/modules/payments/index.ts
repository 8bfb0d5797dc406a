/**
 * The one checkout: sessions, cards (local or Stripe), fulfilment of paid orders through what
 * areas sell.
 *
 * The area's public entry (decision 0192): what other areas may use. They import this file,
 * never the area's other files.
 */
export { chargerForProvider } from './charge-saved-card';
export type { TChargerFor } from './charge-saved-card';
export { CHECKOUT_SESSIONS_PER_MINUTE } from './checkout-limits';
export { insertOrder } from './checkout.repository';
export { assertOwnOrigin } from './create-checkout-session';
export { localId, testCardOutcome, testCardToSave } from './local-cards';
export { findCurrentPaymentMethod } from './payment-methods.repository';
export type { TPaymentMethodRow } from './payment-methods.repository';
export { refundCardPayment } from './refund-card';
export type { TRefundEnv } from './refund-card';
export { keepCard } from './save-card';
export { paidRecordOf } from './sellables';
export type { TPaidOrder, TSellable } from './sellables';
export { callStripe, createStripeClient, createStripeSetupSession } from './stripe-client';
export { expireAtStripe, voidCheckoutsFor } from './void-checkouts';
