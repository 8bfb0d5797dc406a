/**
 * Where the reports send people (decision 0151): the Transactions tab showing only
 * uncategorised transactions, and the statement import.
 */
export const UNCATEGORISED_LEDGER_SEARCH = '?tab=transactions&uncategorised=true';
export const IMPORT_PATH = '/dashboard/accounting/import';
