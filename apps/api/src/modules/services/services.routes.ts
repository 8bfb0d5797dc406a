import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorEnvelope } from '@charterline/shared/schemas/envelope';
import {
  ZServiceResponse,
  ZServicesQuery,
  ZServicesResponse,
} from '@charterline/shared/schemas/services';
import { callerOf, requestedCompanyId } from '../../lib/http/caller';
import { listCompanyServices, readCompanyService } from './customer-services';
import { turnOffFeature } from './turn-off-feature';

/** "Your services" (issue 18): what the company bought or its bundle includes, followed. */
export const servicesRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every route here is signed in: the hook admits a valid, unrevoked token (plugins/auth.ts).
  app.addHook('onRequest', app.authenticate);
  const common = { tags: ['services'], security: [{ bearer: [] }] };
  const failures = {
    400: ZErrorEnvelope,
    401: ZErrorEnvelope,
    403: ZErrorEnvelope,
    404: ZErrorEnvelope,
  };

  app.get(
    '/client/company/v7/services',
    {
      schema: {
        ...common,
        summary:
          "The company's services, newest first, with their history and subscription (WAITING_ON_CUSTOMER says what waits on the customer)",
        querystring: ZServicesQuery,
        response: { 200: ZServicesResponse, ...failures },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await listCompanyServices(app.db, {
        userId: callerOf(request).userId,
        companyId: request.query.companyId ?? requestedCompanyId(request),
      }),
    }),
  );

  app.get(
    '/client/company/v7/services/:id',
    {
      schema: {
        ...common,
        summary: 'One service with its history and subscription (404 when not the caller’s)',
        params: z.object({ id: z.uuid() }),
        querystring: ZServicesQuery,
        response: { 200: ZServiceResponse, ...failures },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await readCompanyService(app.db, {
        userId: callerOf(request).userId,
        serviceId: request.params.id,
        companyId: request.query.companyId ?? null,
      }),
    }),
  );

  app.post(
    '/client/company/v7/services/:id/turn-off',
    {
      schema: {
        ...common,
        summary:
          'Turn a free feature off (it is no subscription: no renewal to cancel); a paid service is 409, another’s 404',
        params: z.object({ id: z.string().min(1).max(100) }),
        querystring: ZServicesQuery,
        response: { 200: ZServiceResponse, ...failures, 409: ZErrorEnvelope },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await turnOffFeature(app.db, {
        userId: callerOf(request).userId,
        serviceId: request.params.id,
        companyId: request.query.companyId ?? requestedCompanyId(request),
      }),
      message: 'Turned off. You can turn it on again at any time.',
    }),
  );
};
