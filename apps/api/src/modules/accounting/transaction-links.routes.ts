import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAttachInput,
  ZMatchCandidatesResponse,
  ZMatchInput,
  ZSplitInput,
} from '@charterline/shared/schemas/accounting';
import { ok } from '../../lib/http/route-kit';
import { ACCOUNTING_FAILURES, ACCOUNTING_SCOPED } from './accounting-route-options';
import { changeBooks, readBooks } from './books-call';
import { splitTransaction, unsplitTransaction } from './change-transactions';
import {
  attachDocument,
  detachDocument,
  matchCandidates,
  matchTransactions,
  unmatchTransaction,
} from './match-payments';
import {
  ONE_TRANSACTION as one,
  TRANSACTION_ANSWERS as answers,
  TRANSACTIONS_BASE as BASE,
} from './transaction-route-options';

const ZAttachmentParams = z.object({ id: z.uuid(), documentId: z.uuid() });

/** What joins a transaction to others: its splits, its match and its receipts. */
export const transactionLinksRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every route here is signed in: the hook admits a valid, unrevoked token (plugins/auth.ts).
  app.addHook('onRequest', app.authenticate);
  app.put(
    `${BASE}/:id/split`,
    {
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
