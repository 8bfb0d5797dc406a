import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZBillingAddress,
  ZBillingAddressResponse,
  ZReceiptResponse,
  ZReceiptsPageResponse,
  ZReceiptsQuery,
} from '@charterline/shared/schemas/billing';
import { ZErrorEnvelope } from '@charterline/shared/schemas/envelope';
import { attachmentHeader } from '../../lib/download-name';
import { callerOf, requestedCompanyId } from '../../lib/http/caller';
import {
  getBillingAddress,
  getReceiptAddress,
  listReceipts,
  receiptPdf,
  regenerateReceipt,
  setBillingAddress,
} from './receipts.service';

export const receiptsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every route here is signed in: the hook admits a valid, unrevoked token (plugins/auth.ts).
  app.addHook('onRequest', app.authenticate);
  const common = { tags: ['receipts'], security: [{ bearer: [] }] };
  const failures = {
    400: ZErrorEnvelope,
    401: ZErrorEnvelope,
    403: ZErrorEnvelope,
    404: ZErrorEnvelope,
  };
  const idParams = z.object({
    id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  });

  app.get(
    '/client/company/v7/receipts/paged',
    {
      schema: {
        ...common,
        summary: "The company's receipts, paged (page 0, size 20, sort id,desc by default)",
        querystring: ZReceiptsQuery.extend({ companyId: z.uuid().optional() }),
        response: { 200: ZReceiptsPageResponse, ...failures },
      },
    },
    async (request) => {
      const { companyId, ...paging } = request.query;
      return {
        status: 'success' as const,
        data: await listReceipts(app.db, {
          userId: callerOf(request).userId,
          companyId: companyId ?? requestedCompanyId(request),
          ...paging,
        }),
      };
    },
  );

  app.post(
    '/client/company/v7/receipts/:id/regenerate',
    {
      schema: {
        ...common,
        summary: 'Regenerate a receipt (with the current billing address)',
        params: idParams,
        response: { 200: ZReceiptResponse, ...failures },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await regenerateReceipt(app.db, {
        userId: callerOf(request).userId,
        receiptId: request.params.id,
      }),
    }),
  );

  for (const kind of ['receipt', 'invoice'] as const) {
    app.get(
      `/client/company/v7/${kind}/:id/download`,
      {
        schema: {
          ...common,
          summary: `Download a ${kind} as PDF (404 for another customer's)`,
          params: idParams,
        },
      },
      async (request, reply) => {
        const { pdf, fileName } = await receiptPdf(app.db, {
          userId: callerOf(request).userId,
          receiptId: request.params.id,
          kind,
          appName: app.config.APP_NAME,
        });
        return reply
          .type('application/pdf')
          .header('content-disposition', attachmentHeader(fileName))
          .send(Buffer.from(pdf));
      },
    );
  }

  app.get(
    '/client/company/v7/billing-address',
    {
      schema: {
        ...common,
        summary: "The company's billing address (null until given)",
        querystring: z.object({ companyId: z.uuid().optional() }),
        response: { 200: ZBillingAddressResponse, ...failures },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await getBillingAddress(app.db, {
        userId: callerOf(request).userId,
        companyId: request.query.companyId ?? requestedCompanyId(request),
      }),
    }),
  );

  app.get(
    '/client/company/v7/billing-address/on-receipts',
    {
      schema: {
        ...common,
        summary:
          "The name and address the company's receipts print: its billing address, else its own (null: none known)",
        querystring: z.object({ companyId: z.uuid().optional() }),
        response: { 200: ZBillingAddressResponse, ...failures },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await getReceiptAddress(app.db, {
        userId: callerOf(request).userId,
        companyId: request.query.companyId ?? requestedCompanyId(request),
      }),
    }),
  );

  app.post(
    '/client/company/v7/billing-address',
    {
      schema: {
        ...common,
        summary: 'Set the billing address printed on receipts',
        body: ZBillingAddress.extend({ companyId: z.uuid().optional() }),
        response: { 200: ZBillingAddressResponse, ...failures },
      },
    },
    async (request) => {
      const { companyId, ...address } = request.body;
      return {
        status: 'success' as const,
        data: await setBillingAddress(app.db, {
          userId: callerOf(request).userId,
          companyId: companyId ?? requestedCompanyId(request),
          address,
        }),
      };
    },
  );
};
