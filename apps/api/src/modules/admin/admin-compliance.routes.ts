import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successEnvelope } from '@charterline/shared/schemas/envelope';
import { ZComplianceOverview } from '@charterline/shared/schemas/compliance';
import { findCompany } from '../companies';
import { AppError } from '../../lib/app-error';
import { overviewOf } from '../compliance';
import { ADMIN_COMMON, ADMIN_FAILURES } from '../../lib/http/staff';

/** Staff read a company's deadlines (`npm run ops -- compliance <company>`). */
export const adminComplianceRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every route here is staff's: the hook admits an admin's token only (plugins/auth.ts).
  app.addHook('onRequest', app.requireAdmin);
  app.get(
    '/ops/v1/companies/:id/compliance',
    {
      schema: {
        ...ADMIN_COMMON,
        summary: "A company's deadlines, oldest due first (recomputed first)",
        params: z.object({ id: z.uuid() }),
        response: { 200: successEnvelope(ZComplianceOverview), ...ADMIN_FAILURES },
      },
    },
    async (request) => {
      const company = await findCompany(app.db, request.params.id);
      if (!company) throw new AppError('NOT_FOUND', { message: 'There is no such company.' });
      return {
        status: 'success' as const,
        data: await overviewOf(app.db, { companyId: company.id, now: new Date() }),
      };
    },
  );
};
