import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZCompanyIdParams,
  ZCompanyListResponse,
  ZCompanySummaryResponse,
  ZCreateCompanyRequest,
  ZDeleteCompanyResponse,
} from '@charterline/shared/schemas/companies';
import { ZErrorEnvelope } from '@charterline/shared/schemas/envelope';
import { callerOf } from '../../lib/http/caller';
import { perUserRateLimit } from '../../plugins/rate-limit-per-user';
import { listCompaniesOf, toCompanySummary } from './companies.repository';
import { createCompany } from './create-company';
import { deleteCompany } from './delete-company';

/** Creating companies fills storage: 10 an hour per customer (issue 15: 100 in 0.4 s). */
export const COMPANY_CREATION_LIMIT = { max: 10, timeWindowMs: 60 * 60_000 };

export const companiesRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every route here is signed in: the hook admits a valid, unrevoked token (plugins/auth.ts).
  app.addHook('onRequest', app.authenticate);
  app.get(
    '/client/company/v7/companies',
    {
      schema: {
        tags: ['companies'],
        summary: "The caller's companies (for the company switcher)",
        security: [{ bearer: [] }],
        response: { 200: ZCompanyListResponse, 401: ZErrorEnvelope },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: (await listCompaniesOf(app.db, callerOf(request).userId)).map(toCompanySummary),
    }),
  );

  app.post(
    '/client/company/v7/companies',
    {
      config: {
        rateLimit: perUserRateLimit(
          'companies',
          COMPANY_CREATION_LIMIT.max,
          COMPANY_CREATION_LIMIT.timeWindowMs,
        ),
      },
      schema: {
        tags: ['companies'],
        summary: 'Create another company (when the dashboard configuration allows it)',
        security: [{ bearer: [] }],
        body: ZCreateCompanyRequest.nullish(), // no body: a company without a name, as before
        response: {
          200: ZCompanySummaryResponse,
          400: ZErrorEnvelope,
          401: ZErrorEnvelope,
          403: ZErrorEnvelope,
          409: ZErrorEnvelope,
          429: ZErrorEnvelope,
        },
      },
    },
    async (request) => {
      const company = await createCompany(app.db, {
        userId: callerOf(request).userId,
        config: app.dashboardConfig.company,
        ...(request.body?.companyName ? { companyName: request.body.companyName } : {}),
      });
      return { status: 'success' as const, data: toCompanySummary(company) };
    },
  );

  app.delete(
    '/client/company/v7/companies/:id',
    {
      schema: {
        tags: ['companies'],
        summary:
          'Delete an unpaid, empty company of the caller (not the last one); one with issued invoices, payments, books or documents is COMPANY_HAS_RECORDS (close it instead)',
        security: [{ bearer: [] }],
        params: ZCompanyIdParams,
        response: {
          200: ZDeleteCompanyResponse,
          400: ZErrorEnvelope,
          401: ZErrorEnvelope,
          403: ZErrorEnvelope,
          409: ZErrorEnvelope,
        },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await deleteCompany(
        { db: app.db, storage: app.storage },
        {
          userId: callerOf(request).userId,
          companyId: request.params.id,
        },
      ),
    }),
  );
};
