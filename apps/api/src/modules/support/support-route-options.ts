import type { TDbExecutor } from '../../db/client';
import type { TCompanyCaller } from '../../lib/http/caller';
import { companyScoped, FAILURES, signedIn } from '../../lib/http/route-kit';
import type { TCompanyRow } from '../companies';
import { getCurrentCompany } from '../companies';

/**
 * The care API (decision 0160): support is served under its own prefix of the
 * same API, so it could move to a host of its own without the web or the tokens changing.
 */
export const SUPPORT_BASE = '/client/care/v1/support';
/** Staff's side, for `npm run ops -- tickets`. */
export const OPS_SUPPORT_BASE = '/ops/v1/support';

/** What every customer support route declares: its tag, the bearer token and its failures. */
export const SUPPORT_COMMON = signedIn('support');
export const SUPPORT_FAILURES = FAILURES;
/** The common part with the company query, for routes that take no other query. */
export const SUPPORT_SCOPED = companyScoped('support');

/** The caller's company; another customer's or an unknown id is the same 404. */
export const supportCompany = (db: TDbExecutor, caller: TCompanyCaller): Promise<TCompanyRow> =>
  getCurrentCompany(db, caller.userId, caller.companyId, { otherIs: 'NOT_FOUND' });
