import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZMailboxResponse,
  ZMailItemPatch,
  ZMailItemResponse,
  ZMailListQuery,
  ZMailListResponse,
} from '@charterline/shared/schemas/mail';
import { listMailItems } from './items/list-mail-items';
import { readMailItemDetail } from './items/mail-item-view';
import { openMailEnvelope, openMailScan } from './items/open-mail-file';
import { patchMailItem } from './items/patch-mail-item';
import { readMailbox } from './items/read-mailbox';
import { sendFile } from '../../lib/http/send-file';
import { mailCompany } from './mailbox-company';
import { MAIL_BASE, MAIL_COMMON, MAIL_FAILURES, MAIL_SCOPED } from './mailbox-route-options';
import { companyCallerOf } from '../../lib/http/caller';
import { ok, ZCompanyQuery } from '../../lib/http/route-kit';

const itemParams = z.object({ id: z.uuid() });

/** The customer's mailbox and letters (issue 23, decision 0154). */
export const mailItemsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every route here is signed in: the hook admits a valid, unrevoked token (plugins/auth.ts).
  app.addHook('onRequest', app.authenticate);
  const company = (request: Parameters<typeof companyCallerOf>[0]) =>
    mailCompany(app.db, companyCallerOf(request));

  app.get(
    `${MAIL_BASE}/mailbox`,
    {
      schema: {
        ...MAIL_SCOPED,
        summary: "The company's US mailing address (with its suite), plan and mail prices",
        response: { 200: ZMailboxResponse, ...MAIL_FAILURES },
      },
    },
    async (request) => ok(await readMailbox(app.db, await company(request), app.config)),
  );

  app.get(
    `${MAIL_BASE}/items`,
    {
      schema: {
        ...MAIL_COMMON,
        summary:
          'One folder of the letters, newest first, searchable by sender, with folder counts',
        querystring: ZMailListQuery,
        response: { 200: ZMailListResponse, ...MAIL_FAILURES },
      },
    },
    async (request) => {
      const { companyId: _, ...query } = request.query;
      return ok(await listMailItems(app.db, (await company(request)).id, query));
    },
  );

  app.get(
    `${MAIL_BASE}/items/:id`,
    {
      schema: {
        ...MAIL_SCOPED,
        summary: 'One letter with its requests, newest first',
        params: itemParams,
        response: { 200: ZMailItemResponse, ...MAIL_FAILURES },
      },
    },
    async (request) =>
      ok(await readMailItemDetail(app.db, (await company(request)).id, request.params.id)),
  );

  app.patch(
    `${MAIL_BASE}/items/:id`,
    {
      schema: {
        ...MAIL_SCOPED,
        summary: 'Mark a letter read or unread; archive it or bring it back',
        params: itemParams,
        body: ZMailItemPatch,
        response: { 200: ZMailItemResponse, ...MAIL_FAILURES },
      },
    },
    async (request) => {
      const { id: companyId } = await company(request);
      return ok(
        await patchMailItem(app.db, {
          companyId,
          itemId: request.params.id,
          patch: request.body,
          now: new Date(),
        }),
      );
    },
  );

  app.get(
    `${MAIL_BASE}/items/:id/envelope`,
    {
      schema: {
        ...MAIL_SCOPED,
        summary: "The envelope's image (inline); 404 when there is none",
        params: itemParams,
      },
    },
    async (request, reply) => {
      const { id: companyId } = await company(request);
      const file = await openMailEnvelope(app, { companyId, itemId: request.params.id });
      return sendFile(reply, file, 'inline');
    },
  );

  app.get(
    `${MAIL_BASE}/items/:id/scan`,
    {
      schema: {
        ...MAIL_COMMON,
        summary:
          "The letter's scan (PDF, inline or with download=true attached); the first fetch opens it",
        params: itemParams,
        querystring: ZCompanyQuery.extend({ download: z.enum(['true', 'false']).optional() }),
      },
    },
    async (request, reply) => {
      const { id: companyId } = await company(request);
      const file = await openMailScan(app, {
        companyId,
        itemId: request.params.id,
        now: new Date(),
      });
      return sendFile(reply, file, request.query.download === 'true' ? 'attachment' : 'inline');
    },
  );
};
