import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZChangeIdParams,
  ZChangeOptionsResponse,
  ZChangeQuery,
  ZCompanyChangesResponse,
  ZCreateChangeRequest,
  ZCreateChangeResponse,
} from '@charterline/shared/schemas/company-changes';
import { ZErrorEnvelope } from '@charterline/shared/schemas/envelope';
import { callerOf, requestedCompanyId } from '../../lib/http/caller';
import { createStripeClient } from '../payments';
import { cancelChange } from './cancel-change';
import { createChange } from './create-change';
import { listChangeOptions } from './list-change-options';
import { listChanges } from './list-changes';

const BASE = '/client/company/v7/company-changes';

/** LLC Management's Changes (issue 20, decision 0135): options, history, new, cancel. */
export const companyChangesRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every route here is signed in: the hook admits a valid, unrevoked token (plugins/auth.ts).
  app.addHook('onRequest', app.authenticate);
  const common = { tags: ['companies'], security: [{ bearer: [] }] };
  const failures = {
    400: ZErrorEnvelope,
    401: ZErrorEnvelope,
    404: ZErrorEnvelope,
    409: ZErrorEnvelope,
  };
  const ok = <T>(data: T) => ({ status: 'success' as const, data });
  const stripe = app.config.PAYMENT_PROVIDER === 'stripe' ? createStripeClient(app.config) : null;
  /** The caller and the company asked for (query, else the header). */
  const scopeOf = (request: FastifyRequest, query: { companyId?: string | undefined }) => ({
    userId: callerOf(request).userId,
    companyId: query.companyId ?? requestedCompanyId(request),
  });

  app.get(
    `${BASE}/options`,
    {
      schema: {
        ...common,
        summary:
          'Each kind of change for the company: whether the state must be told, its form and fee, our price, and why one is not offered now',
        querystring: ZChangeQuery,
        response: { 200: ZChangeOptionsResponse, ...failures },
      },
    },
    async (request) => ok(await listChangeOptions(app.db, scopeOf(request, request.query))),
  );

  app.get(
    BASE,
    {
      schema: {
        ...common,
        summary: "The company's changes, newest first, with what each was and became",
        querystring: ZChangeQuery,
        response: { 200: ZCompanyChangesResponse, ...failures },
      },
    },
    async (request) => ok(await listChanges(app.db, scopeOf(request, request.query))),
  );

  app.post(
    BASE,
    {
      schema: {
        ...common,
        summary:
          'Ask for a change: applied at once when nothing is filed, else waiting for payment with its checkout items',
        querystring: ZChangeQuery,
        body: ZCreateChangeRequest,
        response: { 201: ZCreateChangeResponse, ...failures },
      },
    },
    async (request, reply) => {
      const change = await createChange(app.db, {
        userId: callerOf(request).userId,
        companyId: request.body.companyId ?? request.query.companyId ?? requestedCompanyId(request),
        change: request.body.change,
        now: new Date(),
      });
      return reply.code(201).send(ok(change));
    },
  );

  app.post(
    `${BASE}/:id/cancel`,
    {
      schema: {
        ...common,
        summary: 'Cancel a change that is not paid yet',
        params: ZChangeIdParams,
        querystring: ZChangeQuery,
        response: { 200: ZCreateChangeResponse, ...failures },
      },
    },
    async (request) =>
      ok(
        await cancelChange(
          { db: app.db, stripe },
          {
            ...scopeOf(request, request.query),
            changeId: request.params.id,
            now: new Date(),
          },
        ),
      ),
  );
};
