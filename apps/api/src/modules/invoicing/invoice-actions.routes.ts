import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZCreditNoteInput,
  ZInvoiceDatesChoice,
  ZInvoiceIdParams,
  ZInvoiceResponse,
  ZRecordPaymentInput,
} from '@charterline/shared/schemas/invoicing';
import { closeInvoice } from './close-invoice';
import { duplicateInvoice } from './drafts';
import { finalizeInvoice } from './finalize-invoice';
import { issueCreditNote } from './issue-credit-note';
import { INVOICING_FAILURES, invoiceCallOf, ok, INVOICING_SCOPED } from './invoicing-route-options';
import { recordManualPayment } from './record-manual-payment';

const BASE = '/client/company/v7/invoices/:id';

/** What happens to an invoice after its draft: finalise, close, pay by hand, credit, copy. */
export const invoiceActionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const schemaOf = (summary: string) => ({
    ...INVOICING_SCOPED,
    summary,
    params: ZInvoiceIdParams,
    response: { 200: ZInvoiceResponse, ...INVOICING_FAILURES },
  });

  app.post(
    `${BASE}/duplicate`,
    {
      onRequest: app.authenticate,
      schema: {
        ...schemaOf('A new draft with the same customer and lines, dated today'),
        response: { 201: ZInvoiceResponse, ...INVOICING_FAILURES },
      },
    },
    async (request, reply) => {
      const data = await duplicateInvoice(app.db, {
        ...invoiceCallOf(app, request),
        invoiceId: request.params.id,
      });
      return reply.code(201).send(ok(data));
    },
  );

  app.post(
    `${BASE}/finalize`,
    {
      onRequest: app.authenticate,
      schema: {
        ...schemaOf(
          'Finalise a draft: its number, open, a public link. A draft dated before today needs `dates` (keep or today), else 409 INVOICE_BACKDATED',
        ),
        body: ZInvoiceDatesChoice,
      },
    },
    async (request) =>
      ok(
        await finalizeInvoice(app.db, {
          ...invoiceCallOf(app, request),
          invoiceId: request.params.id,
          dates: request.body?.dates,
        }),
      ),
  );

  for (const as of ['void', 'uncollectible'] as const) {
    app.post(
      `${BASE}/${as}`,
      {
        onRequest: app.authenticate,
        schema: schemaOf(
          as === 'void'
            ? 'Void an open invoice (a paid one is INVOICE_NOT_OPEN)'
            : 'Mark an open invoice uncollectible',
        ),
      },
      async (request) =>
        ok(
          await closeInvoice(app.db, {
            ...invoiceCallOf(app, request),
            invoiceId: request.params.id,
            as,
          }),
        ),
    );
  }

  app.post(
    `${BASE}/payments`,
    {
      onRequest: app.authenticate,
      schema: {
        ...schemaOf('Record a payment received by transfer, cheque or otherwise'),
        body: ZRecordPaymentInput,
      },
    },
    async (request) =>
      ok(
        await recordManualPayment(app.db, {
          ...invoiceCallOf(app, request),
          invoiceId: request.params.id,
          payment: request.body,
        }),
      ),
  );

  app.post(
    `${BASE}/credit-notes`,
    {
      onRequest: app.authenticate,
      schema: {
        ...schemaOf('Issue a numbered credit note against an open or paid invoice'),
        body: ZCreditNoteInput,
      },
    },
    async (request) =>
      ok(
        await issueCreditNote(app.db, {
          ...invoiceCallOf(app, request),
          invoiceId: request.params.id,
          creditNote: request.body,
        }),
      ),
  );
};
