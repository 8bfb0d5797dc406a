import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorEnvelope } from '@charterline/shared/schemas/envelope';
import {
  ZExistingLlcRequest,
  ZExistingLlcResponse,
} from '@charterline/shared/schemas/existing-llc';
import { callerOf, requestedCompanyId } from '../../lib/http/caller';
import { saveExistingLlc } from './save-existing-llc';

/** "Bring your LLC" (decision 0113): the details of an LLC formed elsewhere. */
export const existingLlcRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every route here is signed in: the hook admits a valid, unrevoked token (plugins/auth.ts).
  app.addHook('onRequest', app.authenticate);
  app.post(
    '/client/company/v7/existing-llc',
    {
      schema: {
        tags: ['companies'],
        summary:
          'Bring your LLC: the details of an LLC formed elsewhere (editable until staff verify them)',
        security: [{ bearer: [] }],
        body: ZExistingLlcRequest,
        response: {
          200: ZExistingLlcResponse,
          400: ZErrorEnvelope,
          401: ZErrorEnvelope,
          403: ZErrorEnvelope,
          409: ZErrorEnvelope,
        },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: {
        company: await saveExistingLlc(app.db, {
          userId: callerOf(request).userId,
          companyId: requestedCompanyId(request),
          input: request.body,
          now: new Date(),
        }),
      },
    }),
  );
};
