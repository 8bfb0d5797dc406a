/** Checkout sessions one customer may start a minute (each is a stored row and a Stripe call). */
export const CHECKOUT_SESSIONS_PER_MINUTE = 10;
