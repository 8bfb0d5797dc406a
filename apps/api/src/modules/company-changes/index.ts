/**
 * LLC Management's changes: what can change, at what price, paid, filed by staff, applied (issue
 * 20).
 *
 * The area's public entry (decision 0192): what other areas may use. No other area uses any of
 * it today.
 */
export {};
