import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAccountingIdParams,
  ZCategoriesResponse,
  ZCategoryInput,
  ZCategoryPatch,
  ZCategoryResponse,
} from '@charterline/shared/schemas/accounting';
import {
  ACCOUNTING_BASE,
  ACCOUNTING_FAILURES,
  ACCOUNTING_SCOPED,
} from './accounting-route-options';
import { ok, ZDoneResponse } from '../../lib/http/route-kit';
import { changeBooks, readBooks } from './books-call';
import { changeCategory, createCategory, deleteCategory, listCategories } from './categories';

const BASE = `${ACCOUNTING_BASE}/categories`;

/** The chart of categories (decision 0146): seeded, then the company's to edit. */
export const categoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every route here is signed in: the hook admits a valid, unrevoked token (plugins/auth.ts).
  app.addHook('onRequest', app.authenticate);
  app.get(
    BASE,
    {
      schema: {
        ...ACCOUNTING_SCOPED,
        summary: 'The chart of categories with how many transactions and split parts use each',
        response: { 200: ZCategoriesResponse, ...ACCOUNTING_FAILURES },
      },
    },
    async (request) => ok(await readBooks(app, request, (db, id) => listCategories(db, id))),
  );

  app.post(
    BASE,
    {
      schema: {
        ...ACCOUNTING_SCOPED,
        summary: 'A custom category (name unique per company, any case)',
        body: ZCategoryInput,
        response: { 201: ZCategoryResponse, ...ACCOUNTING_FAILURES },
      },
    },
    async (request, reply) => {
      const data = await changeBooks(app, request, (tx, companyId) =>
        createCategory(tx, companyId, request.body),
      );
      return reply.code(201).send(ok(data));
    },
  );

  app.patch(
    `${BASE}/:id`,
    {
      schema: {
        ...ACCOUNTING_SCOPED,
        summary: 'Rename, retype, archive or restore a category',
        params: ZAccountingIdParams,
        body: ZCategoryPatch,
        response: { 200: ZCategoryResponse, ...ACCOUNTING_FAILURES },
      },
    },
    async (request) =>
      ok(
        await changeBooks(app, request, (tx, companyId) =>
          changeCategory(tx, companyId, request.params.id, request.body),
        ),
      ),
  );

  app.delete(
    `${BASE}/:id`,
    {
      schema: {
        ...ACCOUNTING_SCOPED,
        summary: 'Delete a custom category nothing uses (else CATEGORY_IN_USE: archive it)',
        params: ZAccountingIdParams,
        response: { 200: ZDoneResponse, ...ACCOUNTING_FAILURES },
      },
    },
    async (request) => {
      await changeBooks(app, request, (tx, companyId) =>
        deleteCategory(tx, companyId, request.params.id),
      );
      return { status: 'success' as const, message: 'Category deleted' };
    },
  );
};
