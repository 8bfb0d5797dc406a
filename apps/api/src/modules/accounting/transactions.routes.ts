import contentDisposition from 'content-disposition';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZBulkCategorise,
  ZBulkCategoriseResult,
  ZTransactionInput,
  ZTransactionListQuery,
  ZTransactionListResponse,
  ZTransactionPatch,
  ZTransactionResponse,
} from '@charterline/shared/schemas/accounting';
import {
  ACCOUNTING_COMMON,
  ACCOUNTING_FAILURES,
  ACCOUNTING_SCOPED,
} from './accounting-route-options';
import { companyCallerOf } from '../../lib/http/caller';
import { ok, ZDoneResponse } from '../../lib/http/route-kit';
import { changeBooks, readBooks } from './books-call';
import {
  categoriseTransactions,
  changeTransaction,
  createTransaction,
  deleteTransaction,
} from './change-transactions';
import { exportTransactionsCsv } from './export-transactions';
import { listTransactions } from './list-transactions';
import { openBooks } from './open-books';
import {
  ONE_TRANSACTION as one,
  TRANSACTION_ANSWERS as answers,
  TRANSACTIONS_BASE as BASE,
} from './transaction-route-options';
import { readTransaction } from './transaction-view';

/** The ledger: list, CSV, manual transactions, categories (splits, matches, receipts: links). */
export const transactionsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every route here is signed in: the hook admits a valid, unrevoked token (plugins/auth.ts).
  app.addHook('onRequest', app.authenticate);
  app.get(
    BASE,
    {
      schema: {
        ...ACCOUNTING_COMMON,
        summary:
          'Transactions by words, account, category, source and dates, sorted and paged, with money in and out per currency',
        querystring: ZTransactionListQuery,
        response: { 200: ZTransactionListResponse, ...ACCOUNTING_FAILURES },
      },
    },
    async (request) =>
      ok(await readBooks(app, request, (db, id) => listTransactions(db, id, request.query))),
  );

  app.get(
    `${BASE}/export.csv`,
    {
      schema: {
        ...ACCOUNTING_COMMON,
        summary: "Every transaction the list's filters select as CSV (split ones: a line per part)",
        querystring: ZTransactionListQuery,
        response: { 200: z.string(), ...ACCOUNTING_FAILURES },
      },
    },
    async (request, reply) => {
      const company = await openBooks(app.db, companyCallerOf(request));
      const day = new Date().toISOString().slice(0, 10);
      const name = `${(company.companyName ?? 'company').replace(/[^\p{L}\p{N}]+/gu, '-')}-transactions-${day}.csv`;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', contentDisposition(name))
        .send(exportTransactionsCsv(app.db, company.id, request.query) as unknown as string);
    },
  );

  app.post(
    BASE,
    {
      schema: {
        ...ACCOUNTING_SCOPED,
        summary: 'A transaction added by hand, in the account’s currency',
        body: ZTransactionInput,
        response: { 201: ZTransactionResponse, ...ACCOUNTING_FAILURES },
      },
    },
    async (request, reply) => {
      const data = await changeBooks(app, request, (tx, companyId) =>
        createTransaction(tx, companyId, request.body),
      );
      return reply.code(201).send(ok(data));
    },
  );

  app.post(
    `${BASE}/categorise`,
    {
      schema: {
        ...ACCOUNTING_SCOPED,
        summary: 'Put many transactions in one category (locked months and others’ ids skipped)',
        body: ZBulkCategorise,
        response: { 200: ZBulkCategoriseResult, ...ACCOUNTING_FAILURES },
      },
    },
    async (request) =>
      ok(
        await changeBooks(app, request, (tx, companyId) =>
          categoriseTransactions(tx, companyId, request.body),
        ),
      ),
  );

  app.get(
    `${BASE}/:id`,
    {
      schema: { ...one, summary: 'One transaction', response: answers },
    },
    async (request) =>
      ok(await readBooks(app, request, (db, id) => readTransaction(db, id, request.params.id))),
  );

  app.patch(
    `${BASE}/:id`,
    {
      schema: {
        ...one,
        summary:
          'Category, counterparty and memo of any transaction; date, description, amount and account of one added by hand',
        body: ZTransactionPatch,
        response: answers,
      },
    },
    async (request) =>
      ok(
        await changeBooks(app, request, (tx, companyId) =>
          changeTransaction(tx, companyId, request.params.id, request.body),
        ),
      ),
  );

  app.delete(
    `${BASE}/:id`,
    {
      schema: {
        ...one,
        summary: 'Delete a transaction added by hand (an import is undone instead)',
        response: { 200: ZDoneResponse, ...ACCOUNTING_FAILURES },
      },
    },
    async (request) => {
      await changeBooks(app, request, (tx, companyId) =>
        deleteTransaction(tx, companyId, request.params.id),
      );
      return { status: 'success' as const, message: 'Transaction deleted' };
    },
  );
};
