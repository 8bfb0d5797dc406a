import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorEnvelope } from '@charterline/shared/schemas/envelope';
import {
  PROOF_MAX_BYTES,
  ZComplianceOverviewResponse,
  ZComplianceQuery,
  ZFiledMyselfBody,
  ZNotApplicableBody,
  ZObligationResponse,
  ZPastFilingsBody,
  ZPastFilingsResponse,
  ZReminderPreferences,
  ZReminderPreferencesResponse,
} from '@charterline/shared/schemas/compliance';
import { callerOf, requestedCompanyId } from '../../lib/http/caller';
import { changeReminderPreferences } from './compliance-settings';
import { answerPastFilings, readPastFilings } from './past-filings';
import { readCompliance } from './read-compliance';
import { markFiledMyself, markNotApplicable, reopenObligation } from './resolve-obligation';

const BASE = '/client/company/v7/compliance';
/** A 5 MB proof is ~6.7 MB as base64, plus the JSON around it. */
const PROOF_BODY_LIMIT = Math.ceil((PROOF_MAX_BYTES * 4) / 3) + 64 * 1024;
const idParams = z.object({ id: z.uuid() });

/** Compliance (issue 19): the deadlines page, the customer's actions and settings. */
export const complianceRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every route here is signed in: the hook admits a valid, unrevoked token (plugins/auth.ts).
  app.addHook('onRequest', app.authenticate);
  const common = { tags: ['compliance'], security: [{ bearer: [] }] };
  const failures = {
    400: ZErrorEnvelope,
    401: ZErrorEnvelope,
    403: ZErrorEnvelope,
    404: ZErrorEnvelope,
    409: ZErrorEnvelope,
  };
  const ok = <T>(data: T) => ({ status: 'success' as const, data });

  app.get(
    BASE,
    {
      schema: {
        ...common,
        summary: "The company's deadlines, oldest due first, with what they were computed from",
        querystring: ZComplianceQuery,
        response: { 200: ZComplianceOverviewResponse, ...failures },
      },
    },
    async (request) =>
      ok(
        await readCompliance(app.db, {
          userId: callerOf(request).userId,
          companyId: request.query.companyId ?? requestedCompanyId(request),
          now: new Date(),
        }),
      ),
  );

  app.post(
    `${BASE}/obligations/:id/filed`,
    {
      bodyLimit: PROOF_BODY_LIMIT,
      schema: {
        ...common,
        summary: '"I filed it myself": the date and an optional proof (PDF, PNG or JPEG, ≤ 5 MB)',
        params: idParams,
        body: ZFiledMyselfBody,
        response: { 200: ZObligationResponse, ...failures },
      },
    },
    async (request) =>
      ok(
        await markFiledMyself(app.db, {
          userId: callerOf(request).userId,
          obligationId: request.params.id,
          body: request.body,
          now: new Date(),
          storage: app.storage,
        }),
      ),
  );

  app.post(
    `${BASE}/obligations/:id/not-applicable`,
    {
      schema: {
        ...common,
        summary: 'Mark a deadline as not applicable, with the reason',
        params: idParams,
        body: ZNotApplicableBody,
        response: { 200: ZObligationResponse, ...failures },
      },
    },
    async (request) =>
      ok(
        await markNotApplicable(app.db, {
          userId: callerOf(request).userId,
          obligationId: request.params.id,
          body: request.body,
          now: new Date(),
        }),
      ),
  );

  app.post(
    `${BASE}/obligations/:id/reopen`,
    {
      schema: {
        ...common,
        summary: 'Undo the customer’s own "filed" or "not applicable" (not one we filed)',
        params: idParams,
        response: { 200: ZObligationResponse, ...failures },
      },
    },
    async (request) =>
      ok(
        await reopenObligation(app.db, {
          userId: callerOf(request).userId,
          obligationId: request.params.id,
          now: new Date(),
        }),
      ),
  );

  app.get(
    `${BASE}/past-filings`,
    {
      schema: {
        ...common,
        summary:
          'A brought LLC’s filings due before it joined us, with what its founder said of each',
        querystring: ZComplianceQuery,
        response: { 200: ZPastFilingsResponse, ...failures },
      },
    },
    async (request) =>
      ok(
        await readPastFilings(app.db, {
          userId: callerOf(request).userId,
          companyId: request.query.companyId ?? requestedCompanyId(request),
          now: new Date(),
        }),
      ),
  );

  app.put(
    `${BASE}/past-filings`,
    {
      schema: {
        ...common,
        summary:
          'Say which past filings were made: filed, not filed (overdue) or not known (to confirm)',
        querystring: ZComplianceQuery,
        body: ZPastFilingsBody,
        response: { 200: ZPastFilingsResponse, ...failures },
      },
    },
    async (request) =>
      ok(
        await answerPastFilings(app.db, {
          userId: callerOf(request).userId,
          companyId: request.query.companyId ?? requestedCompanyId(request),
          body: request.body,
          now: new Date(),
        }),
      ),
  );

  app.put(
    `${BASE}/reminders`,
    {
      schema: {
        ...common,
        summary: 'Which reminder e-mails the company’s owner receives',
        querystring: ZComplianceQuery,
        body: ZReminderPreferences,
        response: { 200: ZReminderPreferencesResponse, ...failures },
      },
    },
    async (request) =>
      ok(
        await changeReminderPreferences(app.db, {
          userId: callerOf(request).userId,
          companyId: request.query.companyId ?? requestedCompanyId(request),
          body: request.body,
        }),
      ),
  );
};
