import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZMeResponse } from '@charterline/shared/schemas/auth';
import { ZErrorEnvelope } from '@charterline/shared/schemas/envelope';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { callerOf } from '../../plugins/auth';

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
    async (request) => {
      const [user] = await app.db
        .select()
        .from(users)
        .where(eq(users.id, callerOf(request).userId));
      // A token outliving its account is as good as no token.
      if (!user) throw new AppError('UNAUTHORIZED');
      return {
        status: 'success' as const,
        data: {
          id: user.id,
          email: user.email,
          firstName: user.firstName,
          lastName: user.lastName,
          name: `${user.firstName} ${user.lastName}`.trim(),
          avatarUrl: null,
        },
      };
    },
  );
};
