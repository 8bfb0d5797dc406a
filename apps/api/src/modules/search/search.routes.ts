import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorEnvelope } from '@charterline/shared/schemas/envelope';
import { ZCompanySearchQuery, ZCompanySearchResponse } from '@charterline/shared/schemas/search';
import { callerOf, requestedCompanyId } from '../../lib/http/caller';
import { searchCompany } from './search-company';

/** The command palette's search of the company's own data (issue 36, decision 0187). */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every route here is signed in: the hook admits a valid, unrevoked token (plugins/auth.ts).
  app.addHook('onRequest', app.authenticate);
  app.get(
    '/client/company/v7/search',
    {
      schema: {
        tags: ['companies'],
        summary:
          "Search the company's invoices, customers, letters, documents and tickets (accents and case ignored)",
        security: [{ bearer: [] }],
        querystring: ZCompanySearchQuery,
        response: {
          200: ZCompanySearchResponse,
          400: ZErrorEnvelope,
          401: ZErrorEnvelope,
          404: ZErrorEnvelope,
        },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: {
        hits: await searchCompany(app.db, {
          userId: callerOf(request).userId,
          companyId: request.query.companyId ?? requestedCompanyId(request),
          q: request.query.q,
        }),
      },
    }),
  );
};
