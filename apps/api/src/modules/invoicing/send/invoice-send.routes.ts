import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import contentDisposition from 'content-disposition';
import { z } from 'zod';
import { ZErrorEnvelope } from '@charterline/shared/schemas/envelope';
import {
  ZInvoiceDatesChoice,
  ZInvoiceIdParams,
  ZInvoiceResponse,
} from '@charterline/shared/schemas/invoicing';
import { attachmentHeader } from '../../../lib/download-name';
import { callerOf, requestedCompanyId } from '../../../lib/http/caller';
import { companyCreditNotePdf, companyInvoicePdf, type TPdfFile } from '../pdf/invoice-files';
import { changeInvoiceLink } from './invoice-link';
import { sendInvoice } from './send-invoice';
import { type TCompanyCaller } from '../../../lib/http/caller';

const INVOICES = '/client/company/v7/invoices';
const ZCompanyQuery = z.object({ companyId: z.uuid().optional() });
const ZPdfQuery = ZCompanyQuery.extend({ inline: z.enum(['0', '1']).optional() });

const callerIn = (request: FastifyRequest): TCompanyCaller => ({
  userId: callerOf(request).userId,
  companyId: (request.query as { companyId?: string }).companyId ?? requestedCompanyId(request),
});

/**
 * A PDF answer. Inline (a preview) may be framed by the portal only, as share previews are
 * (decision 0131); an attachment keeps the API's `frame-ancestors 'none'`.
 */
export const sendPdf = (
  reply: FastifyReply,
  file: TPdfFile,
  inline: false | { portalOrigin: string },
) => {
  if (inline) {
    reply
      .removeHeader('x-frame-options')
      .header('content-security-policy', `frame-ancestors 'self' ${inline.portalOrigin}`);
  }
  return reply
    .type('application/pdf')
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .header(
      'content-disposition',
      inline
        ? contentDisposition(file.fileName, { type: 'inline' })
        : attachmentHeader(file.fileName),
    )
    .send(Buffer.from(file.bytes));
};

/** Issue 21 (decision 0141): sending an invoice, its PDF, its public link; credit note PDFs. */
export const invoiceSendRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every route here is signed in: the hook admits a valid, unrevoked token (plugins/auth.ts).
  app.addHook('onRequest', app.authenticate);
  const common = { tags: ['invoicing'], security: [{ bearer: [] }] };
  const failures = {
    400: ZErrorEnvelope,
    401: ZErrorEnvelope,
    404: ZErrorEnvelope,
    409: ZErrorEnvelope,
  };
  const env = () => ({
    publicUrl: app.config.PUBLIC_URL,
    appName: app.config.APP_NAME,
    facility: app.config,
  });
  const preview = (query: { inline?: string }) =>
    query.inline === '1' && { portalOrigin: new URL(app.config.PUBLIC_URL).origin };

  app.post(
    `${INVOICES}/:id/send`,
    {
      schema: {
        ...common,
        summary:
          'E-mail the invoice to its customer (PDF attached, public link); a draft is finalised first (dated before today: `dates`, keep or today, else 409 INVOICE_BACKDATED). At most INVOICE_SENDS_PER_DAY a company a day (429 INVOICE_SEND_LIMIT)',
        params: ZInvoiceIdParams,
        body: ZInvoiceDatesChoice,
        querystring: ZCompanyQuery,
        response: { 200: ZInvoiceResponse, ...failures, 429: ZErrorEnvelope },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await sendInvoice(app.db, callerIn(request), request.params.id, {
        ...env(),
        sendsPerDay: app.config.INVOICE_SENDS_PER_DAY,
        dates: request.body?.dates,
      }),
    }),
  );

  app.get(
    `${INVOICES}/:id/pdf`,
    {
      schema: {
        ...common,
        summary: 'The invoice as a PDF (a draft says DRAFT); ?inline=1 to preview',
        params: ZInvoiceIdParams,
        querystring: ZPdfQuery,
      },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await companyInvoicePdf(app.db, callerIn(request), request.params.id, env()),
        preview(request.query),
      ),
  );

  for (const [method, change, summary] of [
    ['POST', 'rotate', 'A new public link: the old one stops opening'],
    ['DELETE', 'revoke', 'Turn the public link off (publicUrl null)'],
  ] as const) {
    app.route({
      method,
      url: `${INVOICES}/:id/link`,
      schema: {
        ...common,
        summary,
        params: ZInvoiceIdParams,
        querystring: ZCompanyQuery,
        response: { 200: ZInvoiceResponse, ...failures },
      },
      handler: async (request) => ({
        status: 'success' as const,
        data: await changeInvoiceLink(app.db, callerIn(request), request.params.id, change, env()),
      }),
    });
  }

  app.get(
    '/client/company/v7/credit-notes/:id/pdf',
    {
      schema: {
        ...common,
        summary: 'A credit note as a PDF; ?inline=1 to preview',
        params: ZInvoiceIdParams,
        querystring: ZPdfQuery,
      },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await companyCreditNotePdf(app.db, callerIn(request), request.params.id, env()),
        preview(request.query),
      ),
  );
};
