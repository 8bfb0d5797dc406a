/**
 * Invoicing: the LLC's own invoices to its clients — customers, drafts, sending, payments,
 * credit notes, the public page (issue 21).
 *
 * The area's public entry (decision 0192): what other areas may use. No other area uses any of
 * it today.
 */
export {};
