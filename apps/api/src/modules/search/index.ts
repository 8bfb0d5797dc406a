/**
 * The command palette's search of the company's own data (issue 36).
 *
 * The area's public entry (decision 0192): what other areas may use. No other area uses any of
 * it today.
 */
export {};
