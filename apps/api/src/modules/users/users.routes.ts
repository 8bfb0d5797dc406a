import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZMeResponse } from '@charterline/shared/schemas/auth';
import { ZErrorEnvelope } from '@charterline/shared/schemas/envelope';
import { callerOf } from '../../plugins/auth';
import { getMe } from './users.service';

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/client/v9/me',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        security: [{ bearer: [] }],
        response: { 200: ZMeResponse, 401: ZErrorEnvelope },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await getMe(app.db, callerOf(request).userId),
    }),
  );
};
