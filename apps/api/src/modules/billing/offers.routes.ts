import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorEnvelope } from '@charterline/shared/schemas/envelope';
import { ZOffersQuery, ZOffersResponse } from '@charterline/shared/schemas/services';
import { callerOf, requestedCompanyId } from '../../lib/http/caller';
import { getCurrentCompany } from '../companies';
import { listOffers } from './list-offers';

export const offersRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every route here is signed in: the hook admits a valid, unrevoked token (plugins/auth.ts).
  app.addHook('onRequest', app.authenticate);
  app.get(
    '/client/company/v7/offers',
    {
      schema: {
        tags: ['billing'],
        security: [{ bearer: [] }],
        summary:
          'Every product that fits the company, each AVAILABLE, INCLUDED in its bundle or OWNED; recommended first',
        querystring: ZOffersQuery,
        response: {
          200: ZOffersResponse,
          400: ZErrorEnvelope,
          401: ZErrorEnvelope,
          403: ZErrorEnvelope,
        },
      },
    },
    async (request) => {
      const company = await getCurrentCompany(
        app.db,
        callerOf(request).userId,
        request.query.companyId ?? requestedCompanyId(request),
      );
      return {
        status: 'success' as const,
        data: await listOffers(app.db, company, request.query.moment),
      };
    },
  );
};
