import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ZErrorEnvelope } from '@charterline/shared/schemas/envelope';
import { callerOf } from '../../plugins/auth';
import { requestedCompanyId } from '../companies/current-company';
import type { TInvoicingCaller } from './invoicing-company';
import type { TViewOptions } from './invoice-view';

/** What every invoicing route declares: its tag, the bearer token and the failures it answers. */
export const INVOICING_COMMON = { tags: ['invoicing'], security: [{ bearer: [] }] };
export const INVOICING_FAILURES = {
  400: ZErrorEnvelope,
  401: ZErrorEnvelope,
  403: ZErrorEnvelope,
  404: ZErrorEnvelope,
  409: ZErrorEnvelope,
};
/** `?companyId=` (else the `x-company-id` header, else the caller's first company). */
export const ZCompanyQuery = z.object({ companyId: z.uuid().optional() });
/** The common part with the company query, for routes that take no other query. */
export const INVOICING_SCOPED = { ...INVOICING_COMMON, querystring: ZCompanyQuery };
/** A removal's answer: the envelope and what was done, no data. */
export const ZDoneResponse = z.object({
  status: z.literal('success'),
  message: z.string().optional(),
});

/** The caller and the company they name. */
export const invoicingCallerOf = (request: FastifyRequest): TInvoicingCaller => {
  const query = request.query as { companyId?: string } | undefined;
  return {
    userId: callerOf(request).userId,
    companyId: query?.companyId ?? requestedCompanyId(request),
  };
};

/** The caller, the clock and the public page's base: what every invoice answer needs. */
export const invoiceCallOf = (
  app: FastifyInstance,
  request: FastifyRequest,
): TInvoicingCaller & TViewOptions => ({
  ...invoicingCallerOf(request),
  now: new Date(),
  publicUrl: app.config.PUBLIC_URL,
});

export const ok = <T>(data: T) => ({ status: 'success' as const, data });
