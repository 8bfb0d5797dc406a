import contentDisposition from 'content-disposition';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAccountingIdParams,
  ZAttachInput,
  ZBulkCategorise,
  ZBulkCategoriseResult,
  ZMatchCandidatesResponse,
  ZMatchInput,
  ZSplitInput,
  ZTransactionInput,
  ZTransactionListQuery,
  ZTransactionListResponse,
  ZTransactionPatch,
  ZTransactionResponse,
} from '@charterline/shared/schemas/accounting';
import {
  ACCOUNTING_BASE,
  ACCOUNTING_COMMON,
  ACCOUNTING_FAILURES,
  ACCOUNTING_SCOPED,
  booksCallerOf,
  ok,
  ZDoneResponse,
} from './accounting-route-options';
import { changeBooks, readBooks } from './books-call';
import {
  categoriseTransactions,
  changeTransaction,
  createTransaction,
  deleteTransaction,
  splitTransaction,
  unsplitTransaction,
} from './change-transactions';
import { exportTransactionsCsv } from './export-transactions';
import { listTransactions } from './list-transactions';
import {
  attachDocument,
  detachDocument,
  matchCandidates,
  matchTransactions,
  unmatchTransaction,
} from './match-payments';
import { openBooks } from './open-books';
import { readTransaction } from './transaction-view';

const BASE = `${ACCOUNTING_BASE}/transactions`;
const ZAttachmentParams = z.object({ id: z.uuid(), documentId: z.uuid() });

/** The ledger: list, CSV, manual transactions, categories, splits, matches and receipts. */
export const transactionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const one = { ...ACCOUNTING_SCOPED, params: ZAccountingIdParams };
  const answers = { 200: ZTransactionResponse, ...ACCOUNTING_FAILURES };

  app.get(
    BASE,
    {
      onRequest: app.authenticate,
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
      onRequest: app.authenticate,
      schema: {
        ...ACCOUNTING_COMMON,
        summary: "Every transaction the list's filters select as CSV (split ones: a line per part)",
        querystring: ZTransactionListQuery,
        response: { 200: z.string(), ...ACCOUNTING_FAILURES },
      },
    },
    async (request, reply) => {
      const company = await openBooks(app.db, booksCallerOf(request));
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
      onRequest: app.authenticate,
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
      onRequest: app.authenticate,
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
      onRequest: app.authenticate,
      schema: { ...one, summary: 'One transaction', response: answers },
    },
    async (request) =>
      ok(await readBooks(app, request, (db, id) => readTransaction(db, id, request.params.id))),
  );

  app.patch(
    `${BASE}/:id`,
    {
      onRequest: app.authenticate,
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
      onRequest: app.authenticate,
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

  app.put(
    `${BASE}/:id/split`,
    {
      onRequest: app.authenticate,
      schema: {
        ...one,
        summary: 'Split into parts by category (they add up to the amount)',
        body: ZSplitInput,
        response: answers,
      },
    },
    async (request) =>
      ok(
        await changeBooks(app, request, (tx, companyId) =>
          splitTransaction(tx, companyId, request.params.id, request.body.parts),
        ),
      ),
  );

  app.delete(
    `${BASE}/:id/split`,
    {
      onRequest: app.authenticate,
      schema: {
        ...one,
        summary: 'Undo a split (the transaction is uncategorised)',
        response: answers,
      },
    },
    async (request) =>
      ok(
        await changeBooks(app, request, (tx, companyId) =>
          unsplitTransaction(tx, companyId, request.params.id),
        ),
      ),
  );

  app.get(
    `${BASE}/:id/match-candidates`,
    {
      onRequest: app.authenticate,
      schema: {
        ...one,
        summary:
          'For a deposit, unmatched invoice payments of the same amount within 14 days; for a payment, deposits',
        response: { 200: ZMatchCandidatesResponse, ...ACCOUNTING_FAILURES },
      },
    },
    async (request) =>
      ok(await readBooks(app, request, (db, id) => matchCandidates(db, id, request.params.id))),
  );

  app.post(
    `${BASE}/:id/match`,
    {
      onRequest: app.authenticate,
      schema: {
        ...one,
        summary:
          'Match a deposit and an invoice payment (the payment then counts once, as the deposit)',
        body: ZMatchInput,
        response: answers,
      },
    },
    async (request) =>
      ok(
        await changeBooks(app, request, (tx, companyId) =>
          matchTransactions(tx, companyId, request.params.id, request.body.transactionId),
        ),
      ),
  );

  app.delete(
    `${BASE}/:id/match`,
    {
      onRequest: app.authenticate,
      schema: { ...one, summary: 'Undo a match', response: answers },
    },
    async (request) =>
      ok(
        await changeBooks(app, request, (tx, companyId) =>
          unmatchTransaction(tx, companyId, request.params.id),
        ),
      ),
  );

  app.post(
    `${BASE}/:id/attachments`,
    {
      onRequest: app.authenticate,
      schema: {
        ...one,
        summary: 'Attach a receipt already in the documents vault',
        body: ZAttachInput,
        response: answers,
      },
    },
    async (request) =>
      ok(
        await changeBooks(app, request, (tx, companyId) =>
          attachDocument(tx, companyId, request.params.id, request.body.documentId),
        ),
      ),
  );

  app.delete(
    `${BASE}/:id/attachments/:documentId`,
    {
      onRequest: app.authenticate,
      schema: {
        ...ACCOUNTING_SCOPED,
        params: ZAttachmentParams,
        summary: 'Detach a receipt (it stays in the vault)',
        response: answers,
      },
    },
    async (request) =>
      ok(
        await changeBooks(app, request, (tx, companyId) =>
          detachDocument(tx, companyId, request.params.id, request.params.documentId),
        ),
      ),
  );
};
