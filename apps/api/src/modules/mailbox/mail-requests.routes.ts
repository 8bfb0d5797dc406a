import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZForwardingAddressesResponse,
  ZForwardingAddressInput,
  ZForwardingAddressResponse,
  ZMailBulk,
  ZMailBulkResponse,
  ZMailItemResponse,
  ZMailRequestCreate,
  ZMailRequestResultResponse,
} from '@charterline/shared/schemas/mail';
import { createStripeClient } from '../payments';
import { mailCompany } from './mailbox-company';
import { MAIL_BASE, MAIL_FAILURES, MAIL_SCOPED } from './mailbox-route-options';
import { companyCallerOf } from '../../lib/http/caller';
import { ok } from '../../lib/http/route-kit';
import { bulkMail } from './requests/bulk-mail';
import { cancelMailRequest } from './requests/cancel-mail-request';
import { createMailRequest } from './requests/create-mail-request';
import {
  createForwardingAddress,
  deleteForwardingAddress,
  listMailForwardingAddresses,
} from './requests/forwarding-addresses';

const itemParams = z.object({ id: z.uuid() });

/** What customers ask of their letters, in bulk too, and where letters are forwarded (B). */
export const mailRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every route here is signed in: the hook admits a valid, unrevoked token (plugins/auth.ts).
  app.addHook('onRequest', app.authenticate);
  const stripe = app.config.PAYMENT_PROVIDER === 'stripe' ? createStripeClient(app.config) : null;
  const companyOf = (request: Parameters<typeof companyCallerOf>[0]) =>
    mailCompany(app.db, companyCallerOf(request));

  app.post(
    `${MAIL_BASE}/items/:id/requests`,
    {
      schema: {
        ...MAIL_SCOPED,
        summary: 'Ask for an action on a letter (paid ones answer the checkout to open)',
        params: itemParams,
        body: ZMailRequestCreate,
        response: { 200: ZMailRequestResultResponse, ...MAIL_FAILURES },
      },
    },
    async (request) => {
      const company = await companyOf(request);
      const { userId } = companyCallerOf(request);
      return ok(
        await createMailRequest(app.db, {
          companyId: company.id,
          userId,
          itemId: request.params.id,
          ...request.body,
        }),
      );
    },
  );

  app.post(
    `${MAIL_BASE}/items/:id/requests/:requestId/cancel`,
    {
      schema: {
        ...MAIL_SCOPED,
        summary: 'Cancel a request waiting for payment or for our team',
        params: z.object({ id: z.uuid(), requestId: z.uuid() }),
        response: { 200: ZMailItemResponse, ...MAIL_FAILURES },
      },
    },
    async (request) => {
      const company = await companyOf(request);
      const { id, requestId } = request.params;
      return ok(
        await cancelMailRequest(
          { db: app.db, stripe },
          {
            companyId: company.id,
            itemId: id,
            requestId,
            now: new Date(),
          },
        ),
      );
    },
  );

  app.post(
    `${MAIL_BASE}/bulk`,
    {
      schema: {
        ...MAIL_SCOPED,
        summary: 'One action on up to 100 letters; the ones that cannot take it are skipped',
        body: ZMailBulk,
        response: { 200: ZMailBulkResponse, ...MAIL_FAILURES },
      },
    },
    async (request) => {
      const company = await companyOf(request);
      const { userId } = companyCallerOf(request);
      return ok(
        await bulkMail(app.db, {
          companyId: company.id,
          userId,
          bulk: request.body,
          now: new Date(),
        }),
      );
    },
  );

  app.get(
    `${MAIL_BASE}/forwarding-addresses`,
    {
      schema: {
        ...MAIL_SCOPED,
        summary: 'The saved addresses letters are forwarded to',
        response: { 200: ZForwardingAddressesResponse, ...MAIL_FAILURES },
      },
    },
    async (request) => ok(await listMailForwardingAddresses(app.db, (await companyOf(request)).id)),
  );

  app.post(
    `${MAIL_BASE}/forwarding-addresses`,
    {
      schema: {
        ...MAIL_SCOPED,
        summary: 'Save an address to forward letters to',
        body: ZForwardingAddressInput,
        response: { 201: ZForwardingAddressResponse, ...MAIL_FAILURES },
      },
    },
    async (request, reply) => {
      const company = await companyOf(request);
      const data = await createForwardingAddress(app.db, company.id, request.body);
      return reply.code(201).send(ok(data));
    },
  );

  app.delete(
    `${MAIL_BASE}/forwarding-addresses/:id`,
    {
      schema: {
        ...MAIL_SCOPED,
        summary: 'Delete a saved forwarding address',
        params: itemParams,
        response: { 200: ZForwardingAddressResponse, ...MAIL_FAILURES },
      },
    },
    async (request) => {
      const company = await companyOf(request);
      return ok(await deleteForwardingAddress(app.db, company.id, request.params.id, new Date()));
    },
  );
};
