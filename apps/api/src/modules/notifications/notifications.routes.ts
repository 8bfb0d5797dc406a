import type { FastifyRequest } from 'fastify';
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

  /** Both routes answer with the caller's notifications after `load`. */
  const answer = (load: typeof listNotifications) => async (request: FastifyRequest) => ({
    status: 'success' as const,
    data: await load(app.db, callerOf(request).userId),
  });

  app.get(
    '/client/v9/notifications',
    { onRequest: app.authenticate, schema: { ...schema, summary: 'Latest company events' } },
    answer(listNotifications),
  );

  app.post(
    '/client/v9/notifications/read',
    { onRequest: app.authenticate, schema: { ...schema, summary: 'Mark every notification read' } },
    answer(markNotificationsRead),
  );
};
