import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZComplianceOverviewResponse,
  ZComplianceQuery,
  ZComplianceSettingsBody,
} from '@charterline/shared/schemas/compliance';
import { companyCallerOf } from '../../lib/http/caller';
import { FAILURES, ok, signedIn } from '../../lib/http/route-kit';
import { changeComplianceSettings } from './compliance-settings';

/**
 * The compliance page's settings (issue 19): served under compliance's path, kept with the
 * changes of the company because a new fiscal year is one.
 */
export const complianceSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every route here is signed in: the hook admits a valid, unrevoked token (plugins/auth.ts).
  app.addHook('onRequest', app.authenticate);
  app.put(
    '/client/company/v7/compliance/settings',
    {
      schema: {
        ...signedIn('compliance'),
        summary: 'The fiscal year end and tax classification; the deadlines are recomputed',
        querystring: ZComplianceQuery,
        body: ZComplianceSettingsBody,
        response: { 200: ZComplianceOverviewResponse, ...FAILURES },
      },
    },
    async (request) =>
      ok(
        await changeComplianceSettings(app.db, {
          ...companyCallerOf(request),
          body: request.body,
          now: new Date(),
        }),
      ),
  );
};
