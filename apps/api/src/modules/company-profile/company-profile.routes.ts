import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZCompanyProfileQuery,
  ZCompanyProfileResponse,
} from '@charterline/shared/schemas/company-profile';
import { ZErrorEnvelope } from '@charterline/shared/schemas/envelope';
import { callerOf, requestedCompanyId } from '../../lib/http/caller';
import { readCompanyProfile } from './read-company-profile';

/** LLC Management's Profile (issue 20): the company's facts in one read. */
export const companyProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every route here is signed in: the hook admits a valid, unrevoked token (plugins/auth.ts).
  app.addHook('onRequest', app.authenticate);
  app.get(
    '/client/company/v7/company-profile',
    {
      schema: {
        tags: ['companies'],
        summary:
          "The company's profile: legal name, state, formation, good standing, EIN, agent, addresses, members (404 when not the caller's)",
        security: [{ bearer: [] }],
        querystring: ZCompanyProfileQuery,
        response: {
          200: ZCompanyProfileResponse,
          400: ZErrorEnvelope,
          401: ZErrorEnvelope,
          404: ZErrorEnvelope,
        },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await readCompanyProfile(app.db, {
        userId: callerOf(request).userId,
        companyId: request.query.companyId ?? requestedCompanyId(request),
        now: new Date(),
        facility: app.config,
      }),
    }),
  );
};
