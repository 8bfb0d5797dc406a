import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successEnvelope, ZErrorEnvelope } from '@charterline/shared/schemas/envelope';

const ZProviderInfo = successEnvelope(
  z.object({
    provider: z.enum(['local', 'stripe']),
    testMode: z.boolean(),
    publishableKey: z.string().nullable(),
    webhookConfigured: z.boolean(),
  }),
);

/** Which payment provider this server uses (for the test/integrations page). */
export const providerRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every route here is signed in: the hook admits a valid, unrevoked token (plugins/auth.ts).
  app.addHook('onRequest', app.authenticate);
  app.get(
    '/client/v9/billing/provider',
    {
      schema: {
        tags: ['payments'],
        summary: 'The payment provider in use and whether it is in test mode',
        security: [{ bearer: [] }],
        response: { 200: ZProviderInfo, 401: ZErrorEnvelope },
      },
    },
    async () => {
      const env = app.config;
      const stripe = env.PAYMENT_PROVIDER === 'stripe';
      return {
        status: 'success' as const,
        data: {
          provider: env.PAYMENT_PROVIDER,
          testMode: !stripe || (env.STRIPE_SECRET_KEY ?? '').startsWith('sk_test_'),
          publishableKey: stripe ? (env.STRIPE_PUBLISHABLE_KEY ?? null) : null,
          webhookConfigured: stripe ? Boolean(env.STRIPE_WEBHOOK_SECRET) : true,
        },
      };
    },
  );
};
