import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAccountingIdParams,
  ZLedgerAccountInput,
  ZLedgerAccountPatch,
  ZLedgerAccountResponse,
  ZLedgerAccountsResponse,
} from '@charterline/shared/schemas/accounting';
import {
  ACCOUNTING_BASE,
  ACCOUNTING_FAILURES,
  ACCOUNTING_SCOPED,
} from './accounting-route-options';
import { ok, ZDoneResponse } from '../../lib/http/route-kit';
import { changeAccount, createAccount, deleteAccount, listAccounts } from './bank-accounts';
import { changeBooks, readBooks } from './books-call';

const BASE = `${ACCOUNTING_BASE}/accounts`;

/** Bank and card accounts (decision 0146): balance = opening balance + its transactions. */
export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every route here is signed in: the hook admits a valid, unrevoked token (plugins/auth.ts).
  app.addHook('onRequest', app.authenticate);
  app.get(
    BASE,
    {
      schema: {
        ...ACCOUNTING_SCOPED,
        summary: 'The bank and card accounts with balance, transaction count and last date',
        response: { 200: ZLedgerAccountsResponse, ...ACCOUNTING_FAILURES },
      },
    },
    async (request) => ok(await readBooks(app, request, listAccounts)),
  );

  app.post(
    BASE,
    {
      schema: {
        ...ACCOUNTING_SCOPED,
        summary: 'A new bank or card account',
        body: ZLedgerAccountInput,
        response: { 201: ZLedgerAccountResponse, ...ACCOUNTING_FAILURES },
      },
    },
    async (request, reply) => {
      const data = await changeBooks(app, request, (tx, companyId) =>
        createAccount(tx, companyId, request.body),
      );
      return reply.code(201).send(ok(data));
    },
  );

  app.patch(
    `${BASE}/:id`,
    {
      schema: {
        ...ACCOUNTING_SCOPED,
        summary: 'Rename, archive or restore an account (currency locked once it has transactions)',
        params: ZAccountingIdParams,
        body: ZLedgerAccountPatch,
        response: { 200: ZLedgerAccountResponse, ...ACCOUNTING_FAILURES },
      },
    },
    async (request) =>
      ok(
        await changeBooks(app, request, (tx, companyId) =>
          changeAccount(tx, companyId, request.params.id, request.body),
        ),
      ),
  );

  app.delete(
    `${BASE}/:id`,
    {
      schema: {
        ...ACCOUNTING_SCOPED,
        summary: 'Delete an account without transactions (else ACCOUNT_NOT_EMPTY: archive it)',
        params: ZAccountingIdParams,
        response: { 200: ZDoneResponse, ...ACCOUNTING_FAILURES },
      },
    },
    async (request) => {
      await changeBooks(app, request, (tx, companyId) =>
        deleteAccount(tx, companyId, request.params.id),
      );
      return { status: 'success' as const, message: 'Account deleted' };
    },
  );
};
