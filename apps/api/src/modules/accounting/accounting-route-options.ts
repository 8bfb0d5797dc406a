import { companyScoped, FAILURES, signedIn } from '../../lib/http/route-kit';

/** What every accounting route declares: its tag, the bearer token and the failures it answers. */
export const ACCOUNTING_COMMON = signedIn('accounting');
export const ACCOUNTING_FAILURES = FAILURES;
/** The common part with the company query, for routes that take no other query. */
export const ACCOUNTING_SCOPED = companyScoped('accounting');
/** Every accounting route starts with this. */
export const ACCOUNTING_BASE = '/client/company/v7/accounting';
