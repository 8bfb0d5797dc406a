// The one Drizzle schema: each area keeps its tables in a file of its own.
export * from './schema/reference';
export * from './schema/accounts';
export * from './schema/companies';
export * from './schema/billing';
export * from './schema/services';
export * from './schema/jobs';
export * from './schema/compliance';
export * from './schema/changes';
export * from './schema/invoicing';
export * from './schema/invoice-money';
export * from './schema/invoice-records';
export * from './schema/accounting';
export * from './schema/communication';
export * from './schema/support';
export * from './schema/notifications';
