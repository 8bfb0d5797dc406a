import { companyScoped, FAILURES, signedIn } from '../../lib/http/route-kit';

/** What every mail route declares: its tag, the bearer token and the failures it answers. */
export const MAIL_COMMON = signedIn('mail');
export const MAIL_FAILURES = FAILURES;
/** The common part with the company query, for routes that take no other query. */
export const MAIL_SCOPED = companyScoped('mail');
/** Every customer mail route starts with this. */
export const MAIL_BASE = '/client/company/v7/mail';
