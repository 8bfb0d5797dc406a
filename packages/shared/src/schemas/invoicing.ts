/**
 * Invoicing (issue 21, decisions 0140–0143): the LLC bills its own customers. Money is in
 * minor units of the invoice's currency (integers); totals are computed by the server with
 * rules/invoice-totals.ts (the form shows the same arithmetic live). One topic per file under
 * invoicing/; this entry keeps `@charterline/shared/schemas/invoicing` the one import path.
 */
export * from './invoicing/credit-notes';
export * from './invoicing/currency';
export * from './invoicing/customers';
export * from './invoicing/drafts';
export * from './invoicing/invoice';
export * from './invoicing/invoice-dates';
export { INVOICE_DATE_LIMITS } from './invoicing/invoice-day';
export * from './invoicing/invoice-list';
export * from './invoicing/invoice-statuses';
export * from './invoicing/payment-terms';
export * from './invoicing/payments';
export * from './invoicing/public-invoice';
export * from './invoicing/refunds';
export * from './invoicing/settings';
