import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorEnvelope } from '@charterline/shared/schemas/envelope';
import {
  ZSaveCardRequest,
  ZSetupSessionRequest,
  ZSetupSessionResponse,
} from '@charterline/shared/schemas/payment-method';
import { ZPaymentMethodResponse } from '@charterline/shared/schemas/services';
import { callerOf, requestedCompanyId } from '../../lib/http/caller';
import { ownOriginOf } from '../../lib/own-origin';
import { perUserRateLimit } from '../../plugins/rate-limit-per-user';
import { CHECKOUT_SESSIONS_PER_MINUTE, createStripeClient } from '../payments';
import { createSetupSession } from './create-setup-session';
import { getPaymentMethod, saveLocalCard } from './payment-method';

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
const PATH = '/client/company/v7/payment-method';

/** The company's saved card for renewals: see it, change it. */
export const paymentMethodRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every route here is signed in: the hook admits a valid, unrevoked token (plugins/auth.ts).
  app.addHook('onRequest', app.authenticate);
  const stripe = app.config.PAYMENT_PROVIDER === 'stripe' ? createStripeClient(app.config) : null;
  const deps = { db: app.db, stripe };
  const common = { tags: ['services'], security: [{ bearer: [] }] };
  const caller = (request: Parameters<typeof callerOf>[0]) => ({
    userId: callerOf(request).userId,
    companyId: requestedCompanyId(request),
  });

  app.get(
    PATH,
    {
      schema: {
        ...common,
        summary: 'The card renewals are charged to',
        response: { 200: ZPaymentMethodResponse, ...failures },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await getPaymentMethod(deps, caller(request)),
    }),
  );

  // A card form is what card testers look for: as many tries as checkout sessions.
  const limited = (name: string) => ({
    rateLimit: perUserRateLimit(name, CHECKOUT_SESSIONS_PER_MINUTE, 60_000),
  });

  app.post(
    PATH,
    {
      config: limited('payment-method'),
      schema: {
        ...common,
        summary: 'Save a new card (local test provider); past-due renewals are charged to it',
        body: ZSaveCardRequest,
        response: { 200: ZPaymentMethodResponse, ...failures },
      },
    },
    async (request) => {
      const saved = await saveLocalCard(deps, { ...caller(request), card: request.body });
      return { status: 'success' as const, data: saved.paymentMethod, message: saved.message };
    },
  );

  app.post(
    `${PATH}/setup-session`,
    {
      config: limited('payment-method-setup'),
      schema: {
        ...common,
        summary: 'Stripe: an embedded Checkout session in setup mode to save a new card',
        body: ZSetupSessionRequest,
        response: { 200: ZSetupSessionResponse, ...failures },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await createSetupSession(
        { ...deps, env: app.config },
        {
          ...caller(request),
          email: callerOf(request).email,
          returnUrl: request.body.returnUrl,
          ownOrigin: ownOriginOf(app.config, request),
        },
      ),
    }),
  );
};
