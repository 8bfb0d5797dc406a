import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorEnvelope } from '@charterline/shared/schemas/envelope';
import { ZSubscriptionResponse } from '@charterline/shared/schemas/services';
import { callerOf, requestedCompanyId } from '../../lib/http/caller';
import { cancelRenewal, resumeRenewal } from './cancel-renewal';

const failures = {
  400: ZErrorEnvelope,
  401: ZErrorEnvelope,
  403: ZErrorEnvelope,
  404: ZErrorEnvelope,
};

/** One-click cancel of a service's renewal, and its undo until the term ends. */
export const subscriptionsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every route here is signed in: the hook admits a valid, unrevoked token (plugins/auth.ts).
  app.addHook('onRequest', app.authenticate);
  const actions = [
    ['cancel', cancelRenewal, "Cancel a service's renewal: it ends at its term end"],
    ['resume', resumeRenewal, 'Undo the cancellation of a renewal, until the term ends'],
  ] as const;
  for (const [action, act, summary] of actions) {
    app.post(
      `/client/company/v7/services/:id/${action}`,
      {
        schema: {
          tags: ['services'],
          summary,
          security: [{ bearer: [] }],
          params: z.object({ id: z.string().min(1).max(100) }),
          response: { 200: ZSubscriptionResponse, ...failures },
        },
      },
      async (request) => {
        const { subscription, message } = await act(app.db, {
          userId: callerOf(request).userId,
          companyId: requestedCompanyId(request),
          serviceId: request.params.id,
        });
        return { status: 'success' as const, data: subscription, message };
      },
    );
  }
};
