import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZCalendarFeedResponse, ZComplianceQuery } from '@charterline/shared/schemas/compliance';
import { ZErrorEnvelope } from '@charterline/shared/schemas/envelope';
import { callerOf, requestedCompanyId } from '../../../lib/http/caller';
import { FEED_PATH } from './feed-token';
import { createCalendarFeed, revokeCalendarFeed } from './manage-feed';
import { readFeedCalendar } from './read-feed';

/** The private calendar feed of a company's deadlines (issue 19, decision 0123). */
export const calendarFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  const common = { tags: ['compliance'], security: [{ bearer: [] }] };
  const failures = {
    400: ZErrorEnvelope,
    401: ZErrorEnvelope,
    403: ZErrorEnvelope,
    404: ZErrorEnvelope,
  };
  const base = { publicUrl: app.config.PUBLIC_URL, apiPrefix: app.prefix };

  app.post(
    '/client/company/v7/compliance/feed',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary:
          'A new private calendar feed (any live one stops working); its URL is answered only here',
        querystring: ZComplianceQuery,
        response: { 200: ZCalendarFeedResponse, ...failures },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await createCalendarFeed(app.db, {
        userId: callerOf(request).userId,
        companyId: request.query.companyId ?? requestedCompanyId(request),
        base,
      }),
    }),
  );

  app.delete(
    '/client/company/v7/compliance/feed',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: "Stop the company's calendar feed (its URL then answers 404)",
        querystring: ZComplianceQuery,
        response: { 200: ZCalendarFeedResponse, ...failures },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await revokeCalendarFeed(app.db, {
        userId: callerOf(request).userId,
        companyId: request.query.companyId ?? requestedCompanyId(request),
      }),
    }),
  );

  app.get(
    `${FEED_PATH}/:token`,
    {
      // Calendar apps poll a few times an hour at most; more is someone guessing tokens.
      config: { rateLimit: { max: 60, timeWindow: 15 * 60_000 } },
      schema: {
        tags: ['compliance'],
        summary:
          'The deadlines as iCalendar (text/calendar), for calendar apps; the token (".ics" may follow) is the secret',
        params: z.object({ token: z.string().max(200) }),
        response: {
          200: {
            description: 'The calendar (RFC 5545)',
            content: { 'text/calendar': { schema: z.string() } },
          },
          404: ZErrorEnvelope,
          429: ZErrorEnvelope,
        },
      },
    },
    async (request, reply) => {
      const calendar = await readFeedCalendar(app.db, {
        token: request.params.token,
        portalUrl: app.config.PUBLIC_URL,
      });
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .send(calendar);
    },
  );
};
