import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZHealthResponse, ZReadinessResponse } from '@charterline/shared/schemas/health';
import { ZErrorEnvelope } from '@charterline/shared/schemas/envelope';
import { AppError } from '../../lib/app-error';
import { checkDependencies } from './check-dependencies';

const DOWN = { db: 'The database does not answer.', redis: 'Redis does not answer.' };

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // Liveness (decision 0167): 200 while the process serves, whatever the database does; a
  // balancer or orchestrator that restarted every instance during a database outage would
  // only add restarts to it. Readiness below is what takes an instance out of rotation.
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness: the process answers (the database state as information)',
        response: { 200: ZHealthResponse },
      },
    },
    async () => {
      const { db } = await checkDependencies(app);
      const data = { db, version: app.config.APP_VERSION, node: process.versions.node };
      return { status: 'success' as const, data };
    },
  );

  app.get(
    '/ready',
    {
      schema: {
        tags: ['system'],
        summary: 'Readiness: the database and Redis (when configured) answer; 503 otherwise',
        response: { 200: ZReadinessResponse, 503: ZErrorEnvelope },
      },
    },
    async () => {
      const state = await checkDependencies(app);
      const down = (['db', 'redis'] as const).filter((d) => state[d] === 'unavailable');
      if (state.db === 'unavailable' || state.redis === 'unavailable') {
        const errors = down.map((field) => ({
          code: 'SERVICE_UNAVAILABLE',
          message: DOWN[field],
          field,
        }));
        throw new AppError('SERVICE_UNAVAILABLE', { errors });
      }
      const data = { db: state.db, redis: state.redis, version: app.config.APP_VERSION };
      return { status: 'success' as const, data };
    },
  );
};
