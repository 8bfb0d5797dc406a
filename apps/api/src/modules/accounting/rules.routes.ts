import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAccountingIdParams,
  ZApplyRulesResult,
  ZRuleInput,
  ZRuleResponse,
  ZRulesResponse,
} from '@charterline/shared/schemas/accounting';
import {
  ACCOUNTING_BASE,
  ACCOUNTING_FAILURES,
  ACCOUNTING_SCOPED,
} from './accounting-route-options';
import { ok, ZDoneResponse } from '../../lib/http/route-kit';
import { changeBooks, readBooks } from './books-call';
import { applyRules, createRule, deleteRule, listRules, replaceRule } from './rules';

const BASE = `${ACCOUNTING_BASE}/rules`;

/** Categorisation rules: tried in position order at import and on demand. */
export const rulesRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every route here is signed in: the hook admits a valid, unrevoked token (plugins/auth.ts).
  app.addHook('onRequest', app.authenticate);
  app.get(
    BASE,
    {
      schema: {
        ...ACCOUNTING_SCOPED,
        summary: 'The categorisation rules in the order they are tried',
        response: { 200: ZRulesResponse, ...ACCOUNTING_FAILURES },
      },
    },
    async (request) => ok(await readBooks(app, request, (db, id) => listRules(db, id))),
  );

  app.post(
    BASE,
    {
      schema: {
        ...ACCOUNTING_SCOPED,
        summary: 'A new rule, tried after the others',
        body: ZRuleInput,
        response: { 201: ZRuleResponse, ...ACCOUNTING_FAILURES },
      },
    },
    async (request, reply) => {
      const data = await changeBooks(app, request, (tx, companyId) =>
        createRule(tx, companyId, request.body),
      );
      return reply.code(201).send(ok(data));
    },
  );

  app.post(
    `${BASE}/apply`,
    {
      schema: {
        ...ACCOUNTING_SCOPED,
        summary: 'Apply the rules to uncategorised transactions of open months',
        response: { 200: ZApplyRulesResult, ...ACCOUNTING_FAILURES },
      },
    },
    async (request) => ok(await changeBooks(app, request, applyRules)),
  );

  app.put(
    `${BASE}/:id`,
    {
      schema: {
        ...ACCOUNTING_SCOPED,
        summary: 'Replace a rule (its position stays)',
        params: ZAccountingIdParams,
        body: ZRuleInput,
        response: { 200: ZRuleResponse, ...ACCOUNTING_FAILURES },
      },
    },
    async (request) =>
      ok(
        await changeBooks(app, request, (tx, companyId) =>
          replaceRule(tx, companyId, request.params.id, request.body),
        ),
      ),
  );

  app.delete(
    `${BASE}/:id`,
    {
      schema: {
        ...ACCOUNTING_SCOPED,
        summary: 'Delete a rule (what it categorised stays categorised)',
        params: ZAccountingIdParams,
        response: { 200: ZDoneResponse, ...ACCOUNTING_FAILURES },
      },
    },
    async (request) => {
      await changeBooks(app, request, (tx, companyId) =>
        deleteRule(tx, companyId, request.params.id),
      );
      return { status: 'success' as const, message: 'Rule deleted' };
    },
  );
};
