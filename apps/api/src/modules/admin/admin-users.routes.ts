import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successEnvelope } from '@charterline/shared/schemas/envelope';
import { AppError } from '../../lib/app-error';
import { ADMIN_COMMON, ADMIN_FAILURES } from '../../lib/http/staff';
import { changeUserRole } from './change-user-role';

export const adminUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every route here is staff's: the hook admits an admin's token only (plugins/auth.ts).
  app.addHook('onRequest', app.requireAdmin);
  app.post(
    '/ops/v1/users/role',
    {
      schema: {
        ...ADMIN_COMMON,
        summary: 'Give a user the ADMIN role, or take it back',
        body: z.object({ email: z.email(), role: z.enum(['ADMIN', 'CUSTOMER']) }),
        response: {
          200: successEnvelope(z.object({ email: z.string(), role: z.string() })),
          ...ADMIN_FAILURES,
        },
      },
    },
    async (request) => {
      const { email, role } = request.body;
      const row = await changeUserRole(app.db, app.revocations, email, role);
      if (!row) throw new AppError('NOT_FOUND', { message: 'No user has this e-mail address.' });
      return { status: 'success' as const, data: row };
    },
  );
};
