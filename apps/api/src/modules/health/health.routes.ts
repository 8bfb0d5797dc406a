import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZHealthResponse } from '@charterline/shared/schemas/health';
import { ZErrorEnvelope } from '@charterline/shared/schemas/envelope';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database check',
        response: { 200: ZHealthResponse, 503: ZHealthResponse.or(ZErrorEnvelope) },
      },
    },
    async (_request, reply) => {
      const db = await app.database
        .ping()
        .then(() => 'ok' as const)
        .catch(() => 'unavailable' as const);
      return reply
        .code(db === 'ok' ? 200 : 503)
        .send({ status: 'success', data: { db, version: app.config.APP_VERSION } });
    },
  );
};
