/**
 * The dashboard's configuration file: navigation, offers, the affiliate pixel.
 *
 * The area's public entry (decision 0192): what other areas may use. No other area uses any of
 * it today.
 */
export {};
