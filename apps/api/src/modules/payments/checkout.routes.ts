import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
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
import { checkoutSessions } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { hashOpaqueToken } from '../../lib/tokens';
import { callerOf } from '../../plugins/auth';
import { perUserRateLimit } from '../../plugins/rate-limit-per-user';
import { requestedCompanyId } from '../companies/current-company';
import { CHECKOUT_SESSIONS_PER_MINUTE } from './checkout-limits';
import { createCheckoutSession } from './create-checkout-session';
import { testCardOutcome } from './local-cards';
import { markSessionPaid } from './mark-session-paid';
import { callStripe, createStripeClient } from './stripe-client';

const token = (prefix: string) => `${prefix}_${randomBytes(18).toString('base64url')}`;
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
  const stripeClient =
    app.config.PAYMENT_PROVIDER === 'stripe' ? createStripeClient(app.config) : null;
  const common = { tags: ['payments'], security: [{ bearer: [] }] };

  /** The caller's own session, or 404 (another customer's session does not exist for them). */
  const ownSession = async (userId: string, sessionId: string) => {
    const [session] = await app.db
      .select()
      .from(checkoutSessions)
      .where(and(eq(checkoutSessions.id, sessionId), eq(checkoutSessions.userId, userId)));
    if (!session) throw new AppError('NOT_FOUND');
    return session;
  };

  /**
   * A Stripe session not yet marked paid here is asked of Stripe (the webhook may be late);
   * paid for the amount we priced → marked paid and fulfilled. Local sessions are up to date.
   */
  const refreshFromProvider = async (session: typeof checkoutSessions.$inferSelect) => {
    if (session.provider !== 'stripe' || session.paymentStatus === 'paid' || !stripeClient) {
      return session;
    }
    const remote = await callStripe(() => stripeClient.checkout.sessions.retrieve(session.id));
    if (remote.payment_status !== 'paid' || remote.amount_total !== session.amount) {
      return {
        ...session,
        status: remote.status === 'expired' ? ('expired' as const) : session.status,
      };
    }
    await markSessionPaid(app.db, {
      sessionId: session.id,
      eventId: `return:${session.id}`,
      actorUserId: null,
      paymentIntentId: typeof remote.payment_intent === 'string' ? remote.payment_intent : null,
    });
    return ownSession(session.userId, session.id);
  };

  for (const path of ['create-session', 'create-intent'] as const) {
    app.post(
      `/client/v9/billing/checkout/${path}`,
      {
        onRequest: app.authenticate,
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
          { db: app.db, env: app.config, stripe: stripeClient },
          {
            caller: callerOf(request),
            body: request.body,
            companyId: requestedCompanyId(request),
          },
        ),
      }),
    );
  }

  app.get(
    '/client/v9/billing/checkout/session/:id',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: 'A checkout session (status, amount, metadata)',
        params: z.object({ id: z.string().min(1).max(200) }),
        response: { 200: ZCheckoutSessionResponse, ...failures },
      },
    },
    async (request) => {
      const s = await refreshFromProvider(
        await ownSession(callerOf(request).userId, request.params.id),
      );
      return {
        status: 'success' as const,
        data: {
          status: s.paymentStatus === 'paid' ? 'complete' : s.status,
          sessionId: s.id,
          paymentIntentId: s.paymentIntentId,
          amount: s.amount,
          currency: s.currency,
          metadata: s.metadata,
        },
      };
    },
  );

  // The local provider's card step: what Stripe's hosted form does, with test cards only.
  app.post(
    '/client/v9/billing/checkout/local/confirm',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: 'Pay a local (test) checkout session with a test card',
        body: ZLocalConfirmRequest,
        response: { 200: ZLocalConfirmResponse, ...failures },
      },
    },
    async (request) => {
      const { userId } = callerOf(request);
      const session = await ownSession(userId, request.body.sessionId);
      if (
        session.provider !== 'local' ||
        session.clientSecretHash !== hashOpaqueToken(request.body.clientSecret)
      ) {
        throw new AppError('NOT_FOUND');
      }
      const redirectUrl = new URL(session.successUrl);
      redirectUrl.searchParams.set('session_id', session.id);
      const complete = {
        status: 'success' as const,
        data: { status: 'complete' as const, redirectUrl: redirectUrl.toString() },
      };
      const paid = { sessionId: session.id, eventId: token('evt_local'), actorUserId: null };
      // Paid before: make sure it was fulfilled (a fault may have stopped an earlier call).
      if (session.paymentStatus === 'paid') {
        await markSessionPaid(app.db, paid);
        return complete;
      }
      const outcome = testCardOutcome(request.body.cardNumber, request.body.expiry, new Date());
      if (outcome === 'invalid') throw new AppError('INVALID_CARD', { field: 'cardNumber' });
      if (outcome !== 'succeeded') {
        await app.db
          .update(checkoutSessions)
          .set({ failureReason: outcome })
          .where(eq(checkoutSessions.id, session.id));
        throw new AppError(outcome === 'declined' ? 'CARD_DECLINED' : 'INSUFFICIENT_FUNDS');
      }
      // The provider's "checkout.session.completed", in-process: paid and fulfilled at once.
      await markSessionPaid(app.db, { ...paid, beforeCharge: true });
      return complete;
    },
  );

  const succeed = async (userId: string, sessionId: string) => {
    const session = await refreshFromProvider(await ownSession(userId, sessionId));
    if (session.paymentStatus !== 'paid') {
      throw new AppError('INVALID_TRANSACTION', {
        message: `Payment not completed. Status: ${session.status}. Please try again.`,
        status: 400,
      });
    }
    return markSessionPaid(app.db, {
      sessionId: session.id,
      eventId: `success-call:${session.id}`,
      actorUserId: userId,
    });
  };

  app.post(
    '/client/v9/billing/payment-success',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: 'Confirm a paid session: one order and one receipt, however often it is called',
        body: ZPaymentSuccessRequest,
        response: { 200: ZFulfilmentResponse, ...failures },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await succeed(callerOf(request).userId, request.body.sessionId),
    }),
  );

  app.post(
    '/client/v9/billing/payment-intent-success',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: 'Confirm a paid payment intent (same fulfilment as payment-success)',
        body: z.object({ paymentIntentId: z.string().min(1).max(200) }),
        response: { 200: ZFulfilmentResponse, ...failures },
      },
    },
    async (request) => {
      const { userId } = callerOf(request);
      const [session] = await app.db
        .select({ id: checkoutSessions.id })
        .from(checkoutSessions)
        .where(
          and(
            eq(checkoutSessions.paymentIntentId, request.body.paymentIntentId),
            eq(checkoutSessions.userId, userId),
          ),
        );
      if (!session) throw new AppError('NOT_FOUND');
      return { status: 'success' as const, data: await succeed(userId, session.id) };
    },
  );
};
