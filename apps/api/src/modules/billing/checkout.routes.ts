import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZCheckoutSession,
  ZCreateSessionRequest,
  ZPaymentSuccessRequest,
} from '@charterline/shared/schemas/billing';
import { successEnvelope, ZErrorEnvelope } from '@charterline/shared/schemas/envelope';
import { checkoutSessions } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { callerOf } from '../../plugins/auth';
import { resolveCompany } from '../companies/resolve-company';
import { fulfilSession } from '../payments/fulfilment';
import { cardOutcome, clientSecretMatches, createLocalProvider } from '../payments/local-provider';
import type { TProviderSession } from '../payments/provider';
import { createStripeProvider } from '../payments/stripe-provider';
import { calculatePrice } from './pricing';

const ZCreated = successEnvelope(
  z.object({ sessionId: z.string(), clientSecret: z.string(), amount: z.number().int() }),
);
const ZFulfilled = successEnvelope(z.object({ status: z.string(), fulfilled: z.boolean() }));
const ZLocalPay = z.object({
  clientSecret: z.string().min(10).max(200),
  cardNumber: z.string().trim().min(12).max(30),
});
const ZLocalPaid = successEnvelope(z.object({ redirectUrl: z.string() }));

const errors = {
  400: ZErrorEnvelope,
  401: ZErrorEnvelope,
  403: ZErrorEnvelope,
  404: ZErrorEnvelope,
};

export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const provider =
    app.config.PAYMENT_PROVIDER === 'stripe'
      ? createStripeProvider(app.db, app.config)
      : createLocalProvider(app.db);
  const common = { tags: ['billing'], security: [{ bearer: [] }] };

  /** The caller's session, else 404 (another customer's session is not disclosed). */
  const ownSession = async (userId: string, sessionId: string): Promise<TProviderSession> => {
    const session = await provider.getSession(sessionId);
    if (!session) throw new AppError('NOT_FOUND');
    await resolveCompany(app.db, userId, session.companyId, { otherIs: 'NOT_FOUND' });
    return session;
  };

  const create = async (userId: string, body: z.infer<typeof ZCreateSessionRequest>) => {
    const companyId =
      typeof body.metadata?.companyId === 'string' ? body.metadata.companyId : undefined;
    const company = await resolveCompany(app.db, userId, companyId);
    const price = await calculatePrice(app.db, { items: body.items, state: company.state });
    if (body.amount !== undefined && body.amount !== price.total) {
      throw new AppError('VALIDATION_ERROR', {
        message: 'The amount does not match the current price. Please reload and try again.',
        field: 'amount',
      });
    }
    const created = await provider.createSession({
      companyId: company.id,
      userId,
      lineItems: price.lineItems,
      amount: price.total,
      successUrl: body.successUrl,
      metadata: { ...body.metadata, companyId: company.id, items: body.items },
    });
    return { status: 'success' as const, data: { ...created, amount: price.total } };
  };

  for (const path of ['create-session', 'create-intent'] as const) {
    app.post(
      `/client/v9/billing/checkout/${path}`,
      {
        onRequest: app.authenticate,
        schema: {
          ...common,
          summary:
            path === 'create-session'
              ? 'Opens a checkout session; amounts come from the server'
              : 'Opens a payment for the card form; amounts come from the server',
          body: ZCreateSessionRequest,
          response: { 200: ZCreated, ...errors },
        },
      },
      async (request) => create(callerOf(request).userId, request.body),
    );
  }

  app.get(
    '/client/v9/billing/checkout/session/:id',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: 'A checkout session of the caller',
        params: z.object({ id: z.string().min(1).max(200) }),
        response: { 200: successEnvelope(ZCheckoutSession), ...errors },
      },
    },
    async (request) => {
      const s = await ownSession(callerOf(request).userId, request.params.id);
      return {
        status: 'success' as const,
        data: {
          status: s.status,
          paymentStatus: s.paymentStatus,
          sessionId: s.sessionId,
          paymentIntentId: s.paymentIntentId,
          amount: s.amount,
          currency: s.currency,
          metadata: s.metadata,
        },
      };
    },
  );

  const confirm = async (userId: string, sessionId: string) => {
    const s = await ownSession(userId, sessionId);
    if (s.paymentStatus !== 'paid') {
      return { status: 'success' as const, data: { status: s.status, fulfilled: false } };
    }
    const result = await fulfilSession(app.db, s.sessionId, { kind: 'success_call' });
    return {
      status: 'success' as const,
      data: { status: 'complete', fulfilled: result.fulfilled },
    };
  };

  app.post(
    '/client/v9/billing/payment-success',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: 'Fulfils a paid session (once; repeats change nothing)',
        body: ZPaymentSuccessRequest,
        response: { 200: ZFulfilled, ...errors },
      },
    },
    async (request) => confirm(callerOf(request).userId, request.body.sessionId),
  );

  app.post(
    '/client/v9/billing/payment-intent-success',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: 'Fulfils a paid payment intent (once; repeats change nothing)',
        body: ZPaymentSuccessRequest,
        response: { 200: ZFulfilled, ...errors },
      },
    },
    async (request) => {
      const id = request.body.paymentIntentId;
      const [row] = id
        ? await app.db
            .select({ id: checkoutSessions.id })
            .from(checkoutSessions)
            .where(eq(checkoutSessions.paymentIntentId, id))
        : [];
      return confirm(callerOf(request).userId, row?.id ?? request.body.sessionId);
    },
  );

  app.post(
    '/client/v9/billing/checkout/local/pay',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: 'The local provider: pays a session with a test card',
        body: ZLocalPay,
        response: { 200: ZLocalPaid, 402: ZErrorEnvelope, ...errors },
      },
    },
    async (request) => {
      if (provider.name !== 'local') throw new AppError('NOT_FOUND');
      const sessionId = request.body.clientSecret.split('_secret_')[0] ?? '';
      const [row] = await app.db
        .select()
        .from(checkoutSessions)
        .where(eq(checkoutSessions.id, sessionId));
      if (!row || !clientSecretMatches(row, request.body.clientSecret)) {
        throw new AppError('NOT_FOUND');
      }
      await ownSession(callerOf(request).userId, row.id);
      if (row.status !== 'open') {
        throw new AppError('VALIDATION_ERROR', { message: 'This checkout is already closed.' });
      }
      const outcome = cardOutcome(request.body.cardNumber);
      if (!outcome.ok) {
        await app.db
          .update(checkoutSessions)
          .set({ failureReason: outcome.reason })
          .where(eq(checkoutSessions.id, row.id));
        throw new AppError('VALIDATION_ERROR', {
          status: 402,
          message: outcome.message,
          field: 'cardNumber',
        });
      }
      await app.db
        .update(checkoutSessions)
        .set({ paymentStatus: 'paid', paymentIntentId: `pi_local_${row.id.slice(9)}` })
        .where(eq(checkoutSessions.id, row.id));
      // The same event a provider's webhook would bring.
      await fulfilSession(app.db, row.id, {
        kind: 'local_payment',
        eventId: `evt_local_${row.id}`,
      });
      const url = new URL(row.successUrl);
      url.searchParams.set('session_id', row.id);
      return { status: 'success' as const, data: { redirectUrl: url.toString() } };
    },
  );
};
