import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZNotificationsResponse } from '@charterline/shared/schemas/companies';
import { ZErrorEnvelope } from '@charterline/shared/schemas/envelope';
import { callerOf } from '../../plugins/auth';
import { listNotifications, markNotificationsRead } from './notifications.service';

export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = {
    tags: ['notifications'],
    security: [{ bearer: [] }],
    response: { 200: ZNotificationsResponse, 401: ZErrorEnvelope },
  };

  app.get(
    '/client/v9/notifications',
    { onRequest: app.authenticate, schema: { ...schema, summary: 'Latest company events' } },
    async (request) => ({
      status: 'success' as const,
      data: await listNotifications(app.db, callerOf(request).userId),
    }),
  );

  app.post(
    '/client/v9/notifications/read',
    { onRequest: app.authenticate, schema: { ...schema, summary: 'Mark every notification read' } },
    async (request) => ({
      status: 'success' as const,
      data: await markNotificationsRead(app.db, callerOf(request).userId),
    }),
  );
};
