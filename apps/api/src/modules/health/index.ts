/**
 * Liveness and readiness: the database, Redis and storage answering.
 *
 * The area's public entry (decision 0192): what other areas may use. No other area uses any of
 * it today.
 */
export {};
