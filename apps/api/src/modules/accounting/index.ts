/**
 * Accounting: the company's books — accounts, ledger, categories, rules, bank statement imports
 * and reports (issue 22).
 *
 * The area's public entry (decision 0192): what other areas may use. No other area uses any of
 * it today.
 */
export {};
