import type { FastifyRequest } from 'fastify';
import { ZErrorEnvelope } from '@charterline/shared/schemas/envelope';
import { callerOf } from '../../plugins/auth';
import { requestedCompanyId } from '../companies/current-company';
import { ZCompanyQuery } from '../invoicing/invoicing-route-options';
import type { TBooksCaller } from './books-company';

/** What every accounting route declares: its tag, the bearer token and the failures it answers. */
export const ACCOUNTING_COMMON = { tags: ['accounting'], security: [{ bearer: [] }] };
export const ACCOUNTING_FAILURES = {
  400: ZErrorEnvelope,
  401: ZErrorEnvelope,
  403: ZErrorEnvelope,
  404: ZErrorEnvelope,
  409: ZErrorEnvelope,
};
/** The common part with the company query, for routes that take no other query. */
export const ACCOUNTING_SCOPED = { ...ACCOUNTING_COMMON, querystring: ZCompanyQuery };
/** Every accounting route starts with this. */
export const ACCOUNTING_BASE = '/client/company/v7/accounting';

/** The caller and the company they name. */
export const booksCallerOf = (request: FastifyRequest): TBooksCaller => {
  const query = request.query as { companyId?: string } | undefined;
  return {
    userId: callerOf(request).userId,
    companyId: query?.companyId ?? requestedCompanyId(request),
  };
};

export { ok, ZDoneResponse } from '../invoicing/invoicing-route-options';
