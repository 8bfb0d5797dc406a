import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZCompanyListResponse,
  ZCompanySummaryResponse,
} from '@charterline/shared/schemas/companies';
import { ZErrorEnvelope } from '@charterline/shared/schemas/envelope';
import { callerOf } from '../../plugins/auth';
import { perUserRateLimit } from '../../plugins/rate-limit-per-user';
import { listCompaniesOf, toCompanySummary } from './companies.repository';
import { createCompany } from './create-company';

/** Creating companies fills storage: 10 an hour per customer (issue 15: 100 in 0.4 s). */
export const COMPANY_CREATION_LIMIT = { max: 10, timeWindowMs: 60 * 60_000 };

export const companiesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/client/company/v7/companies',
    {
      onRequest: app.authenticate,
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
      onRequest: app.authenticate,
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
        response: {
          200: ZCompanySummaryResponse,
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
      });
      return { status: 'success' as const, data: toCompanySummary(company) };
    },
  );
};
