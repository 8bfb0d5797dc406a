import type { FastifyRequest } from 'fastify';
import { ZErrorEnvelope } from '@charterline/shared/schemas/envelope';
import { callerOf } from '../../plugins/auth';
import { requestedCompanyId } from '../companies/current-company';
import { ZCompanyQuery } from '../invoicing/invoicing-route-options';
import type { TMailCaller } from './mailbox-company';

/** What every mail route declares: its tag, the bearer token and the failures it answers. */
export const MAIL_COMMON = { tags: ['mail'], security: [{ bearer: [] }] };
export const MAIL_FAILURES = {
  400: ZErrorEnvelope,
  401: ZErrorEnvelope,
  403: ZErrorEnvelope,
  404: ZErrorEnvelope,
  409: ZErrorEnvelope,
};
/** The common part with the company query, for routes that take no other query. */
export const MAIL_SCOPED = { ...MAIL_COMMON, querystring: ZCompanyQuery };
/** Every customer mail route starts with this. */
export const MAIL_BASE = '/client/company/v7/mail';

/** The caller and the company they name (`?companyId=` or the `x-company-id` header). */
export const mailCallerOf = (request: FastifyRequest): TMailCaller => {
  const query = request.query as { companyId?: string } | undefined;
  return {
    userId: callerOf(request).userId,
    companyId: query?.companyId ?? requestedCompanyId(request),
  };
};

export { ok, ZDoneResponse } from '../invoicing/invoicing-route-options';
