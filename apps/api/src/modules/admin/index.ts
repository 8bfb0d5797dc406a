/**
 * Staff's side of companies, services, products, users and jobs: the admin API the ops CLI and
 * console call.
 *
 * The area's public entry (decision 0192): what other areas may use. No other area uses any of
 * it today.
 */
export {};
