import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successEnvelope } from '@charterline/shared/schemas/envelope';
import { ZJobIdParams, ZJobsOverview, ZOpsJob } from '@charterline/shared/schemas/jobs';
import { readJobsOverview } from '../../jobs/read-jobs-overview';
import { retryJob } from '../../jobs/retry-job';
import { ADMIN_COMMON, ADMIN_FAILURES } from '../../lib/http/staff';

/** Durable jobs as staff see them (`npm run ops -- jobs`, decision 0110). */
export const adminJobsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every route here is staff's: the hook admits an admin's token only (plugins/auth.ts).
  app.addHook('onRequest', app.requireAdmin);
  app.get(
    '/ops/v1/jobs',
    {
      schema: {
        ...ADMIN_COMMON,
        summary: 'Jobs by name and state, the latest failures and the next one due',
        response: { 200: successEnvelope(ZJobsOverview), ...ADMIN_FAILURES },
      },
    },
    async () => ({ status: 'success' as const, data: await readJobsOverview(app.db, new Date()) }),
  );

  app.post(
    '/ops/v1/jobs/:id/retry',
    {
      schema: {
        ...ADMIN_COMMON,
        summary: 'Run a failed job again, now, with its attempts counted anew',
        params: ZJobIdParams,
        response: { 200: successEnvelope(ZOpsJob), ...ADMIN_FAILURES },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await retryJob(app.db, request.params.id, new Date()),
    }),
  );
};
