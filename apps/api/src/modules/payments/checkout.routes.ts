import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZCheckoutSessionResponse,
  ZCreateSessionRequest,
  ZCreateSessionResponse,
  ZFulfilmentResponse,
  ZLocalConfirmRequest,
  ZLocalConfirmResponse,
  ZPaymentSuccessRequest,
} from '@charterline/shared/schemas/billing';
import { ZErrorEnvelope } from '@charterline/shared/schemas/envelope';
import { callerOf, requestedCompanyId } from '../../lib/http/caller';
import { perUserRateLimit } from '../../plugins/rate-limit-per-user';
import { CHECKOUT_SESSIONS_PER_MINUTE } from './checkout-limits';
import { confirmLocalPayment } from './confirm-local-payment';
import { confirmPaidIntent, confirmPaidSession } from './confirm-paid-session';
import { ownOriginOf } from '../../lib/own-origin';
import { createCheckoutSession } from './create-checkout-session';
import { readCheckoutSession } from './read-checkout-session';
import { createStripeClient } from './stripe-client';
import { isoDayOf } from '../../lib/dates';

const failures = {
  400: ZErrorEnvelope,
  401: ZErrorEnvelope,
  402: ZErrorEnvelope,
  403: ZErrorEnvelope,
  404: ZErrorEnvelope,
  409: ZErrorEnvelope,
  429: ZErrorEnvelope,
  503: ZErrorEnvelope,
};

export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every route here is signed in: the hook admits a valid, unrevoked token (plugins/auth.ts).
  app.addHook('onRequest', app.authenticate);
  const stripeClient =
    app.config.PAYMENT_PROVIDER === 'stripe' ? createStripeClient(app.config) : null;
  const common = { tags: ['payments'], security: [{ bearer: [] }] };
  const deps = { db: app.db, stripe: stripeClient };

  for (const path of ['create-session', 'create-intent'] as const) {
    app.post(
      `/client/v9/billing/checkout/${path}`,
      {
        config: {
          // Per path: create-session and create-intent count apart, as they did.
          rateLimit: perUserRateLimit(`checkout-${path}`, CHECKOUT_SESSIONS_PER_MINUTE, 60_000),
        },
        schema: {
          ...common,
          summary: 'Start a checkout for product keys; the amount comes from the server',
          body: ZCreateSessionRequest,
          response: { 200: ZCreateSessionResponse, ...failures },
        },
      },
      async (request) => ({
        status: 'success' as const,
        data: await createCheckoutSession(
          { ...deps, env: app.config },
          {
            caller: callerOf(request),
            body: request.body,
            companyId: requestedCompanyId(request),
            ownOrigin: ownOriginOf(app.config, request),
            today: isoDayOf(app.clock()),
          },
        ),
      }),
    );
  }

  app.get(
    '/client/v9/billing/checkout/session/:id',
    {
      schema: {
        ...common,
        summary: 'A checkout session (status, amount, metadata)',
        params: z.object({ id: z.string().min(1).max(200) }),
        response: { 200: ZCheckoutSessionResponse, ...failures },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await readCheckoutSession(deps, {
        userId: callerOf(request).userId,
        sessionId: request.params.id,
      }),
    }),
  );

  // The local provider's card step: what Stripe's hosted form does, with test cards only.
  app.post(
    '/client/v9/billing/checkout/local/confirm',
    {
      schema: {
        ...common,
        summary: 'Pay a local (test) checkout session with a test card',
        body: ZLocalConfirmRequest,
        response: { 200: ZLocalConfirmResponse, ...failures },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: {
        status: 'complete' as const,
        ...(await confirmLocalPayment(app.db, {
          userId: callerOf(request).userId,
          ...request.body,
        })),
      },
    }),
  );

  app.post(
    '/client/v9/billing/payment-success',
    {
      schema: {
        ...common,
        summary: 'Confirm a paid session: one order and one receipt, however often it is called',
        body: ZPaymentSuccessRequest,
        response: { 200: ZFulfilmentResponse, ...failures },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await confirmPaidSession(deps, {
        userId: callerOf(request).userId,
        sessionId: request.body.sessionId,
      }),
    }),
  );

  app.post(
    '/client/v9/billing/payment-intent-success',
    {
      schema: {
        ...common,
        summary: 'Confirm a paid payment intent (same fulfilment as payment-success)',
        body: z.object({ paymentIntentId: z.string().min(1).max(200) }),
        response: { 200: ZFulfilmentResponse, ...failures },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await confirmPaidIntent(deps, {
        userId: callerOf(request).userId,
        paymentIntentId: request.body.paymentIntentId,
      }),
    }),
  );
};
