import contentDisposition from 'content-disposition';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZInvoiceDraftInput,
  ZInvoiceIdParams,
  ZInvoiceListQuery,
  ZInvoiceListResponse,
  ZInvoiceResponse,
} from '@charterline/shared/schemas/invoicing';
import { changeDraft, createDraft, deleteDraft } from './drafts';
import { exportInvoicesCsv } from './export-invoices';
import { invoicingCompany } from './invoicing-company';
import { readInvoiceOf } from './invoice-view';
import {
  INVOICING_COMMON,
  INVOICING_FAILURES,
  invoiceCallOf,
  INVOICING_SCOPED,
} from './invoicing-route-options';
import { companyCallerOf } from '../../lib/http/caller';
import { ok, ZDoneResponse } from '../../lib/http/route-kit';
import { listInvoices } from './list-invoices';

const BASE = '/client/company/v7/invoices';

/** Invoices (issue 21): the list, its CSV, and drafts (create, read, edit, delete). */
export const invoicesRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every route here is signed in: the hook admits a valid, unrevoked token (plugins/auth.ts).
  app.addHook('onRequest', app.authenticate);
  app.get(
    BASE,
    {
      schema: {
        ...INVOICING_COMMON,
        summary:
          'Invoices by shown status, customer, issue dates or number/customer name, sorted and paged, with outstanding and overdue totals per currency',
        querystring: ZInvoiceListQuery,
        response: { 200: ZInvoiceListResponse, ...INVOICING_FAILURES },
      },
    },
    async (request) =>
      ok(
        await listInvoices(app.db, {
          ...companyCallerOf(request),
          query: request.query,
          now: new Date(),
        }),
      ),
  );

  app.get(
    `${BASE}/export.csv`,
    {
      schema: {
        ...INVOICING_COMMON,
        summary: "Every invoice matching the list's filters as CSV (text/csv)",
        querystring: ZInvoiceListQuery,
        response: { 200: z.string(), ...INVOICING_FAILURES },
      },
    },
    async (request, reply) => {
      const { csv, fileName } = await exportInvoicesCsv(app.db, {
        ...companyCallerOf(request),
        query: request.query,
        now: new Date(),
      });
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', contentDisposition(fileName))
        .send(csv);
    },
  );

  app.post(
    BASE,
    {
      schema: {
        ...INVOICING_SCOPED,
        summary: 'A new draft invoice (totals are computed by the server)',
        body: ZInvoiceDraftInput,
        response: { 201: ZInvoiceResponse, ...INVOICING_FAILURES },
      },
    },
    async (request, reply) => {
      const data = await createDraft(app.db, {
        ...invoiceCallOf(app, request),
        draft: request.body,
      });
      return reply.code(201).send(ok(data));
    },
  );

  app.get(
    `${BASE}/:id`,
    {
      schema: {
        ...INVOICING_SCOPED,
        summary: 'One invoice with its payments, credit notes and history',
        params: ZInvoiceIdParams,
        response: { 200: ZInvoiceResponse, ...INVOICING_FAILURES },
      },
    },
    async (request) => {
      const call = invoiceCallOf(app, request);
      const company = await invoicingCompany(app.db, call);
      return ok(await readInvoiceOf(app.db, company.id, request.params.id, call));
    },
  );

  app.patch(
    `${BASE}/:id`,
    {
      schema: {
        ...INVOICING_SCOPED,
        summary: 'Replace a draft (a finalised invoice is INVOICE_NOT_EDITABLE)',
        params: ZInvoiceIdParams,
        body: ZInvoiceDraftInput,
        response: { 200: ZInvoiceResponse, ...INVOICING_FAILURES },
      },
    },
    async (request) =>
      ok(
        await changeDraft(app.db, {
          ...invoiceCallOf(app, request),
          invoiceId: request.params.id,
          draft: request.body,
        }),
      ),
  );

  app.delete(
    `${BASE}/:id`,
    {
      schema: {
        ...INVOICING_SCOPED,
        summary: 'Delete a draft (a finalised invoice is INVOICE_NOT_EDITABLE: void it)',
        params: ZInvoiceIdParams,
        response: {
          200: ZDoneResponse,
          ...INVOICING_FAILURES,
        },
      },
    },
    async (request) => {
      await deleteDraft(app.db, { ...companyCallerOf(request), invoiceId: request.params.id });
      return { status: 'success' as const, message: 'Draft deleted.' };
    },
  );
};
