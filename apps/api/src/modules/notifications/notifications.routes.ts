import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZNotificationsQuery,
  ZNotificationsResponse,
  ZNotificationsSeen,
  type TNotificationsQuery,
} from '@charterline/shared/schemas/companies';
import { ZErrorEnvelope } from '@charterline/shared/schemas/envelope';
import { callerOf } from '../../lib/http/caller';
import {
  listNotifications,
  markNotificationsRead,
  markNotificationsSeen,
} from './notifications.service';

export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every route here is signed in: the hook admits a valid, unrevoked token (plugins/auth.ts).
  app.addHook('onRequest', app.authenticate);
  const schema = {
    tags: ['notifications'],
    security: [{ bearer: [] }],
    querystring: ZNotificationsQuery,
    response: { 200: ZNotificationsResponse, 400: ZErrorEnvelope, 401: ZErrorEnvelope },
  };

  /** Both routes answer with a page of the caller's notifications after `load`. */
  const answer =
    (load: typeof listNotifications) =>
    async (request: { query: TNotificationsQuery } & Parameters<typeof callerOf>[0]) => ({
      status: 'success' as const,
      data: await load(app.db, callerOf(request).userId, request.query),
    });

  app.get(
    '/client/v9/notifications',
    { schema: { ...schema, summary: 'Company events, newest first' } },
    answer(listNotifications),
  );

  app.post(
    '/client/v9/notifications/read',
    { schema: { ...schema, summary: 'Mark every notification read' } },
    answer(markNotificationsRead),
  );

  app.post(
    '/client/v9/notifications/seen',
    {
      schema: {
        ...schema,
        body: ZNotificationsSeen,
        summary: 'Mark read the notifications whose link is the page the customer is on',
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await markNotificationsSeen(app.db, callerOf(request).userId, {
        path: request.body.path,
        query: request.query,
      }),
    }),
  );
};
