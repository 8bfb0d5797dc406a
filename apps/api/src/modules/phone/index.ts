/**
 * The phone line: a number, texts, calls, recordings, credit, and staff's side (issue 23).
 *
 * The area's public entry (decision 0192): what other areas may use. No other area uses any of
 * it today.
 */
export {};
