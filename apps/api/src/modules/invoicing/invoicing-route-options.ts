import type { FastifyInstance, FastifyRequest } from 'fastify';
import { companyCallerOf, type TCompanyCaller } from '../../lib/http/caller';
import { companyScoped, FAILURES, signedIn } from '../../lib/http/route-kit';
import type { TViewOptions } from './invoice-view';

/** What every invoicing route declares: its tag, the bearer token and the failures it answers. */
export const INVOICING_COMMON = signedIn('invoicing');
export const INVOICING_FAILURES = FAILURES;
/** The common part with the company query, for routes that take no other query. */
export const INVOICING_SCOPED = companyScoped('invoicing');

/** The caller, the clock and the public page's base: what every invoice answer needs. */
export const invoiceCallOf = (
  app: FastifyInstance,
  request: FastifyRequest,
): TCompanyCaller & TViewOptions => ({
  ...companyCallerOf(request),
  now: new Date(),
  publicUrl: app.config.PUBLIC_URL,
});
