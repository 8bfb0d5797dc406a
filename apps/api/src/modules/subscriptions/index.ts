/**
 * Renewals: yearly services charged to the saved card, cancelled or lapsed, and the card on file
 * (issue 18).
 *
 * The area's public entry (decision 0192): what other areas may use. No other area uses any of
 * it today.
 */
export {};
