/**
 * Support (issue 24, decision 0160): tickets about a company, each a conversation between the
 * customer and our staff, optionally about one thing of the company (a letter, a service…).
 * Staff's internal notes live beside the messages and never appear in the customer's shapes.
 * One topic per file under support/; this entry keeps `@charterline/shared/schemas/support`
 * the one import path.
 */
export * from './support/help-articles';
export * from './support/ops-tickets';
export * from './support/support-hours';
export * from './support/ticket-enums';
export * from './support/ticket-input';
export * from './support/tickets';
