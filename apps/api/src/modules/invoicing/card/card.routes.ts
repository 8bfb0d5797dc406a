import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorEnvelope, successEnvelope } from '@charterline/shared/schemas/envelope';
import { callerOf, requestedCompanyId } from '../../../lib/http/caller';
import { callerCompanyId } from '../send/send-invoice';
import { connectStripeAccount } from './stripe-connect';

const ZStripeConnectResponse = successEnvelope(
  z.object({ url: z.string(), accountId: z.string() }),
);

/** The LLC connects its Stripe account for card payments (PAYMENT_PROVIDER=stripe). */
export const invoiceCardRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every route here is signed in: the hook admits a valid, unrevoked token (plugins/auth.ts).
  app.addHook('onRequest', app.authenticate);
  app.post(
    '/client/company/v7/invoicing/stripe/connect',
    {
      schema: {
        tags: ['invoicing'],
        security: [{ bearer: [] }],
        summary: "Connect the LLC's Stripe Express account: answers Stripe's onboarding URL",
        querystring: z.object({ companyId: z.uuid().optional() }),
        response: {
          200: ZStripeConnectResponse,
          401: ZErrorEnvelope,
          404: ZErrorEnvelope,
          409: ZErrorEnvelope,
        },
      },
    },
    async (request) => {
      const companyId = await callerCompanyId(app.db, {
        userId: callerOf(request).userId,
        companyId: request.query.companyId ?? requestedCompanyId(request),
      });
      return {
        status: 'success' as const,
        data: await connectStripeAccount(app.db, companyId, app.config),
      };
    },
  );
};
