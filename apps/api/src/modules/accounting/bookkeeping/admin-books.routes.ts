import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZBooksOverview } from '@charterline/shared/schemas/accounting';
import { successEnvelope } from '@charterline/shared/schemas/envelope';
import { ADMIN_COMMON, ADMIN_FAILURES, adminActorOf } from '../../../lib/http/staff';
import {
  booksByMonth,
  categoriseAsStaff,
  closeMonth,
  reopenMonth,
  staffCompany,
  uncategorisedOf,
} from './bookkeeping';

const ZMonthText = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Use a month like 2026-09');
const ZCompanyMonth = z.object({ id: z.uuid(), month: ZMonthText });
const ZUncategorised = z.object({
  id: z.string(),
  date: z.string(),
  description: z.string(),
  amount: z.number().int(),
  currency: z.string(),
});

/** Our bookkeepers (BOOKKEEPING, decision 0150) work the books through `npm run ops -- books`. */
export const adminBooksRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every route here is staff's: the hook admits an admin's token only (plugins/auth.ts).
  app.addHook('onRequest', app.requireAdmin);
  const done = <T>(data: T) => ({ status: 'success' as const, data });

  app.get(
    '/ops/v1/companies/:id/books',
    {
      schema: {
        ...ADMIN_COMMON,
        summary: "A company's books by month (transactions, uncategorised, closed) and BOOKKEEPING",
        params: z.object({ id: z.uuid() }),
        response: {
          200: successEnvelope(ZBooksOverview.extend({ companyName: z.string() })),
          ...ADMIN_FAILURES,
        },
      },
    },
    async (request) => {
      const company = await staffCompany(app.db, request.params.id);
      const books = await booksByMonth(app.db, company.id);
      const companyName = company.companyName
        ? `${company.companyName} ${company.companyNameType ?? ''}`.trim()
        : '(no name yet)';
      return done({ ...books, companyName });
    },
  );

  app.get(
    '/ops/v1/companies/:id/books/uncategorised',
    {
      schema: {
        ...ADMIN_COMMON,
        summary: 'The uncategorised transactions of a company (of one month), oldest first',
        params: z.object({ id: z.uuid() }),
        querystring: z.object({ month: ZMonthText.optional() }),
        response: { 200: successEnvelope(z.array(ZUncategorised)), ...ADMIN_FAILURES },
      },
    },
    async (request) => {
      const company = await staffCompany(app.db, request.params.id);
      return done(await uncategorisedOf(app.db, company.id, request.query.month));
    },
  );

  app.post(
    '/ops/v1/books/transactions/:id/categorise',
    {
      schema: {
        ...ADMIN_COMMON,
        summary: 'Categorise a transaction by category key or name (not in a closed month)',
        params: z.object({ id: z.uuid() }),
        body: z.object({ category: z.string().trim().min(1).max(80) }),
        response: {
          200: successEnvelope(
            z.object({
              id: z.string(),
              date: z.string(),
              description: z.string(),
              category: z.string(),
            }),
          ),
          ...ADMIN_FAILURES,
        },
      },
    },
    async (request) =>
      done(
        await categoriseAsStaff(app.db, {
          transactionId: request.params.id,
          category: request.body.category,
        }),
      ),
  );

  app.post(
    '/ops/v1/companies/:id/books/months/:month/close',
    {
      schema: {
        ...ADMIN_COMMON,
        summary:
          'Close a month of the books (refused with uncategorised transactions unless force); tells the customer',
        params: ZCompanyMonth,
        body: z.object({ force: z.boolean().default(false) }),
        response: {
          200: successEnvelope(z.object({ month: z.string(), uncategorised: z.number().int() })),
          ...ADMIN_FAILURES,
        },
      },
    },
    async (request) =>
      done(
        await closeMonth(app.db, {
          companyId: request.params.id,
          month: request.params.month,
          force: request.body.force,
          actor: adminActorOf(request),
        }),
      ),
  );

  app.post(
    '/ops/v1/companies/:id/books/months/:month/reopen',
    {
      schema: {
        ...ADMIN_COMMON,
        summary: 'Reopen a closed month of the books',
        params: ZCompanyMonth,
        response: { 200: successEnvelope(z.object({ month: z.string() })), ...ADMIN_FAILURES },
      },
    },
    async (request) =>
      done(
        await reopenMonth(app.db, { companyId: request.params.id, month: request.params.month }),
      ),
  );
};
