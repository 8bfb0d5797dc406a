import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZHelpArticleQuery,
  ZHelpArticleResponse,
  ZHelpArticlesResponse,
  ZSupportHoursResponse,
} from '@charterline/shared/schemas/support';
import { AppError } from '../../lib/app-error';
import { answerDueAt, describeSchedule, scheduleOf } from './business-hours';
import { findHelpArticle, searchHelpArticles } from './help/search-help-articles';
import { SUPPORT_BASE, SUPPORT_COMMON, SUPPORT_FAILURES } from './support-route-options';
import { ok } from '../../lib/http/route-kit';

/** Help articles and business hours (helper B, decision 0162): a signed-in user, no company. */
export const helpRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every route here is signed in: the hook admits a valid, unrevoked token (plugins/auth.ts).
  app.addHook('onRequest', app.authenticate);
  app.get(
    `${SUPPORT_BASE}/articles`,
    {
      schema: {
        ...SUPPORT_COMMON,
        summary: 'Help articles best matching `q` (a ticket subject); all of them without it',
        querystring: ZHelpArticleQuery,
        response: { 200: ZHelpArticlesResponse, ...SUPPORT_FAILURES },
      },
    },
    async (request) => ok(await searchHelpArticles(app.db, request.query.q, request.query.limit)),
  );

  app.get(
    `${SUPPORT_BASE}/articles/:slug`,
    {
      schema: {
        ...SUPPORT_COMMON,
        summary: 'One help article',
        params: z.object({ slug: z.string().max(100) }),
        response: { 200: ZHelpArticleResponse, ...SUPPORT_FAILURES },
      },
    },
    async (request) => {
      const article = await findHelpArticle(app.db, request.params.slug);
      if (!article) throw new AppError('NOT_FOUND');
      return ok(article);
    },
  );

  app.get(
    `${SUPPORT_BASE}/hours`,
    {
      schema: {
        ...SUPPORT_COMMON,
        summary: 'When support answers, and by when a ticket sent now would be answered',
        response: { 200: ZSupportHoursResponse, ...SUPPORT_FAILURES },
      },
    },
    async () => {
      const schedule = scheduleOf(app.config);
      return ok({
        timeZone: schedule.timeZone,
        schedule: describeSchedule(schedule),
        firstAnswerHours: schedule.firstAnswerHours,
        answerByIfSentNow: answerDueAt(new Date(), schedule).toISOString(),
      });
    },
  );
};
