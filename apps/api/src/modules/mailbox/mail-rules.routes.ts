import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZMailRuleInput,
  ZMailRulePatch,
  ZMailRuleResponse,
  ZMailRulesResponse,
} from '@charterline/shared/schemas/mail';
import { mailCompany } from './mailbox-company';
import { MAIL_BASE, MAIL_FAILURES, MAIL_SCOPED } from './mailbox-route-options';
import { companyCallerOf } from '../../lib/http/caller';
import { ok, ZDoneResponse } from '../../lib/http/route-kit';
import { createMailRule } from './rules/create-mail-rule';
import { deleteMailRule } from './rules/delete-mail-rule';
import { listMailRules } from './rules/mail-rules.repository';
import { updateMailRule } from './rules/update-mail-rule';

const BASE = `${MAIL_BASE}/rules`;
const ZRuleParams = z.object({ id: z.uuid() });

/** Mail rules (decision 0156): one per category, acting at arrival or days after. */
export const mailRulesRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every route here is signed in: the hook admits a valid, unrevoked token (plugins/auth.ts).
  app.addHook('onRequest', app.authenticate);
  app.get(
    BASE,
    {
      schema: {
        ...MAIL_SCOPED,
        summary: "The company's mail rules",
        response: { 200: ZMailRulesResponse, ...MAIL_FAILURES },
      },
    },
    async (request) => {
      const company = await mailCompany(app.db, companyCallerOf(request));
      return ok(await listMailRules(app.db, company.id));
    },
  );

  app.post(
    BASE,
    {
      schema: {
        ...MAIL_SCOPED,
        summary: 'A rule for one category of letters (also applies to those of the last year)',
        body: ZMailRuleInput,
        response: { 201: ZMailRuleResponse, ...MAIL_FAILURES },
      },
    },
    async (request, reply) => {
      const rule = await createMailRule(app.db, companyCallerOf(request), request.body, new Date());
      return reply.code(201).send(ok(rule));
    },
  );

  app.patch(
    `${BASE}/:id`,
    {
      schema: {
        ...MAIL_SCOPED,
        summary: "Change a rule's action or delay",
        params: ZRuleParams,
        body: ZMailRulePatch,
        response: { 200: ZMailRuleResponse, ...MAIL_FAILURES },
      },
    },
    async (request) =>
      ok(
        await updateMailRule(
          app.db,
          companyCallerOf(request),
          request.params.id,
          request.body,
          new Date(),
        ),
      ),
  );

  app.delete(
    `${BASE}/:id`,
    {
      schema: {
        ...MAIL_SCOPED,
        summary: 'Delete a rule (what it already asked for stays)',
        params: ZRuleParams,
        response: { 200: ZDoneResponse, ...MAIL_FAILURES },
      },
    },
    async (request) => {
      await deleteMailRule(app.db, companyCallerOf(request), request.params.id);
      return { status: 'success' as const, message: 'Rule deleted' };
    },
  );
};
