/**
 * Accounting (issue 22, decisions 0145–0150): the company's books from its bank statements.
 * Money is in minor units of the account's currency, signed: money in is positive, money out
 * negative. Reports are per currency (a EUR Wise account is never added to a USD one). One
 * topic per file under accounting/; this entry keeps `@charterline/shared/schemas/accounting`
 * the one import path.
 */
export * from './accounting/accounts';
export * from './accounting/books-overview';
export * from './accounting/cash-report';
export * from './accounting/categories';
export * from './accounting/csv-mapping';
export * from './accounting/default-chart';
export { AMOUNT_LIMIT, ZAccountingIdParams } from './accounting/fields';
export * from './accounting/form-5472';
export * from './accounting/imports';
export * from './accounting/profit-and-loss';
export * from './accounting/rules';
export * from './accounting/transactions';
