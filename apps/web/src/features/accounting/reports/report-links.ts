/**
 * Where the reports send people on the accounting page (its tabs are the page's, decision
 * 0151 names them): the ledger showing only uncategorised transactions, and the import.
 */
export const UNCATEGORISED_LEDGER_SEARCH = '?tab=ledger&uncategorised=true';
export const IMPORT_SEARCH = '?tab=ledger&import=1';
