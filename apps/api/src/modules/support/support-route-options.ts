import type { FastifyRequest } from 'fastify';
import { ZErrorEnvelope } from '@charterline/shared/schemas/envelope';
import type { TDbExecutor } from '../../db/client';
import { callerOf } from '../../plugins/auth';
import type { TCompanyRow } from '../companies/companies.repository';
import { getCurrentCompany, requestedCompanyId } from '../companies/current-company';
import { ZCompanyQuery } from '../invoicing/invoicing-route-options';

/**
 * The care API (SPEC 7, Other; decision 0160): support is served under its own prefix of the
 * same API, so it could move to a host of its own without the web or the tokens changing.
 */
export const SUPPORT_BASE = '/client/care/v1/support';
/** Staff's side, for `npm run ops -- tickets`. */
export const OPS_SUPPORT_BASE = '/ops/v1/support';

/** What every customer support route declares: its tag, the bearer token and its failures. */
export const SUPPORT_COMMON = { tags: ['support'], security: [{ bearer: [] }] };
export const SUPPORT_FAILURES = {
  400: ZErrorEnvelope,
  401: ZErrorEnvelope,
  403: ZErrorEnvelope,
  404: ZErrorEnvelope,
  409: ZErrorEnvelope,
};
/** The common part with the company query, for routes that take no other query. */
export const SUPPORT_SCOPED = { ...SUPPORT_COMMON, querystring: ZCompanyQuery };

export type TSupportCaller = { userId: string; companyId: string | null };

/** The caller and the company they name (`?companyId=` or the `x-company-id` header). */
export const supportCallerOf = (request: FastifyRequest): TSupportCaller => {
  const query = request.query as { companyId?: string } | undefined;
  return {
    userId: callerOf(request).userId,
    companyId: query?.companyId ?? requestedCompanyId(request),
  };
};

/** The caller's company; another customer's or an unknown id is the same 404. */
export const supportCompany = (db: TDbExecutor, caller: TSupportCaller): Promise<TCompanyRow> =>
  getCurrentCompany(db, caller.userId, caller.companyId, { otherIs: 'NOT_FOUND' });

export { ok, ZDoneResponse } from '../invoicing/invoicing-route-options';
