import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZCompanyDetails } from '@charterline/shared/schemas/company';
import { successEnvelope } from '@charterline/shared/schemas/envelope';
import { verifyExistingLlc } from '../existing-llc';
import { ADMIN_COMMON, ADMIN_FAILURES, adminActorOf } from '../../lib/http/staff';
import { readCompanyDetails } from './read-companies';

/** Staff confirm the details of an LLC formed elsewhere (`npm run ops -- verify`, 0113). */
export const adminExistingLlcRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every route here is staff's: the hook admits an admin's token only (plugins/auth.ts).
  app.addHook('onRequest', app.requireAdmin);
  app.post(
    '/ops/v1/companies/:id/verify',
    {
      schema: {
        ...ADMIN_COMMON,
        summary: 'Verify the details of a company formed elsewhere (then locked)',
        params: z.object({ id: z.uuid() }),
        response: { 200: successEnvelope(ZCompanyDetails), ...ADMIN_FAILURES },
      },
    },
    async (request) => {
      await verifyExistingLlc(app.db, {
        companyId: request.params.id,
        actor: adminActorOf(request),
        now: new Date(),
      });
      return {
        status: 'success' as const,
        data: await readCompanyDetails(app.db, request.params.id),
      };
    },
  );
};
