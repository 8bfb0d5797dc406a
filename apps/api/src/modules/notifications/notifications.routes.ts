import { and, desc, eq, notInArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZNotificationsResponse } from '@charterline/shared/schemas/companies';
import { ZErrorEnvelope } from '@charterline/shared/schemas/envelope';
import { companies, companyEvents, users } from '../../db/schema';
import { callerOf } from '../../plugins/auth';
import { eventText } from './event-text';

const LATEST = 20;
/** Events the customer caused a moment ago, in the wizard: not news to them. */
const QUIET_KINDS = ['FORMATION_SELECTION_SAVED'];

export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = async (userId: string) => {
    const [user] = await app.db
      .select({ readAt: users.notificationsReadAt })
      .from(users)
      .where(eq(users.id, userId));
    const rows = await app.db
      .select({
        id: companyEvents.id,
        companyId: companyEvents.companyId,
        kind: companyEvents.kind,
        fromStatus: companyEvents.fromStatus,
        toStatus: companyEvents.toStatus,
        createdAt: companyEvents.createdAt,
        companyName: companies.companyName,
      })
      .from(companyEvents)
      .innerJoin(companies, eq(companies.id, companyEvents.companyId))
      .where(and(eq(companies.userId, userId), notInArray(companyEvents.kind, QUIET_KINDS)))
      .orderBy(desc(companyEvents.createdAt))
      .limit(LATEST);
    const readAt = user?.readAt?.getTime() ?? 0;
    const items = rows.map((row) => ({
      id: row.id,
      companyId: row.companyId,
      ...eventText(row),
      createdAt: row.createdAt.toISOString(),
      unread: row.createdAt.getTime() > readAt,
    }));
    return { items, unreadCount: items.filter((i) => i.unread).length };
  };

  const schema = {
    tags: ['notifications'],
    security: [{ bearer: [] }],
    response: { 200: ZNotificationsResponse, 401: ZErrorEnvelope },
  };

  app.get(
    '/client/v9/notifications',
    { onRequest: app.authenticate, schema: { ...schema, summary: 'Latest company events' } },
    async (request) => ({ status: 'success' as const, data: await read(callerOf(request).userId) }),
  );

  app.post(
    '/client/v9/notifications/read',
    { onRequest: app.authenticate, schema: { ...schema, summary: 'Mark every notification read' } },
    async (request) => {
      const { userId } = callerOf(request);
      await app.db
        .update(users)
        .set({ notificationsReadAt: new Date() })
        .where(eq(users.id, userId));
      return { status: 'success' as const, data: await read(userId) };
    },
  );
};
