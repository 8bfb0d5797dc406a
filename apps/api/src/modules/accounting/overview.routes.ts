import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZBooksOverviewResponse } from '@charterline/shared/schemas/accounting';
import {
  ACCOUNTING_BASE,
  ACCOUNTING_FAILURES,
  ACCOUNTING_SCOPED,
} from './accounting-route-options';
import { ok } from '../../lib/http/route-kit';
import { readBooks } from './books-call';
import { booksOverview } from './overview';

/** What the books page shows first: uncategorised work, the last 12 months, bookkeeping. */
export const overviewRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every route here is signed in: the hook admits a valid, unrevoked token (plugins/auth.ts).
  app.addHook('onRequest', app.authenticate);
  app.get(
    `${ACCOUNTING_BASE}/overview`,
    {
      schema: {
        ...ACCOUNTING_SCOPED,
        summary:
          'Uncategorised count, the last 12 months, closed months and the bookkeeping service',
        response: { 200: ZBooksOverviewResponse, ...ACCOUNTING_FAILURES },
      },
    },
    async (request) =>
      ok(
        await readBooks(app, request, (db, id) =>
          booksOverview(db, id, new Date().toISOString().slice(0, 10)),
        ),
      ),
  );
};
