import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorEnvelope } from '@charterline/shared/schemas/envelope';
import {
  ZCreditNoteInput,
  ZInvoiceDatesChoice,
  ZInvoiceIdParams,
  ZInvoiceResponse,
  ZKeepCreditInput,
  ZRecordPaymentInput,
  ZRefundInput,
} from '@charterline/shared/schemas/invoicing';
import { closeInvoice } from './close-invoice';
import { keepCredit } from './credit-owed';
import { applyCredit } from './customer-credit';
import { refundCredit } from './refund-credit';
import { duplicateInvoice } from './drafts';
import { finalizeInvoice } from './finalize-invoice';
import { issueCreditNote } from './issue-credit-note';
import { INVOICING_FAILURES, invoiceCallOf, INVOICING_SCOPED } from './invoicing-route-options';
import { ok } from '../../lib/http/route-kit';
import { recordManualPayment } from './record-manual-payment';

const BASE = '/client/company/v7/invoices/:id';

/**
 * What happens to an invoice after its draft: finalise, close, pay by hand, credit, copy; and
 * the credit owed back to the customer: refund it, keep it as their credit, apply it (0183).
 */
export const invoiceActionsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every route here is signed in: the hook admits a valid, unrevoked token (plugins/auth.ts).
  app.addHook('onRequest', app.authenticate);
  const schemaOf = (summary: string) => ({
    ...INVOICING_SCOPED,
    summary,
    params: ZInvoiceIdParams,
    response: { 200: ZInvoiceResponse, ...INVOICING_FAILURES },
  });

  app.post(
    `${BASE}/duplicate`,
    {
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
      schema: {
        ...schemaOf(
          'Issue a numbered credit note against an open or paid invoice; e-mailed to the customer with its PDF unless `email` is false (counted in INVOICE_SENDS_PER_DAY: 429 INVOICE_SEND_LIMIT)',
        ),
        body: ZCreditNoteInput,
        response: { 200: ZInvoiceResponse, ...INVOICING_FAILURES, 429: ZErrorEnvelope },
      },
    },
    async (request) =>
      ok(
        await issueCreditNote(app.db, {
          ...invoiceCallOf(app, request),
          invoiceId: request.params.id,
          creditNote: request.body,
          env: {
            appName: app.config.APP_NAME,
            facility: app.config,
            sendsPerDay: app.config.INVOICE_SENDS_PER_DAY,
          },
        }),
      ),
  );

  app.post(
    `${BASE}/refunds`,
    {
      schema: {
        ...schemaOf(
          'Refund credit owed back to the customer: to the card that paid (through the payment provider) or by hand, dated (at most the credit owed: REFUND_EXCEEDS_CREDIT)',
        ),
        body: ZRefundInput,
        response: { 200: ZInvoiceResponse, ...INVOICING_FAILURES, 503: ZErrorEnvelope },
      },
    },
    async (request) =>
      ok(
        await refundCredit(app.db, {
          ...invoiceCallOf(app, request),
          invoiceId: request.params.id,
          refund: request.body,
          env: app.config,
        }),
      ),
  );

  app.post(
    `${BASE}/keep-credit`,
    {
      schema: {
        ...schemaOf(
          "Keep credit owed back as the customer's credit: it comes off their next invoices in the same currency",
        ),
        body: ZKeepCreditInput,
      },
    },
    async (request) =>
      ok(
        await keepCredit(app.db, {
          ...invoiceCallOf(app, request),
          invoiceId: request.params.id,
          keep: request.body,
        }),
      ),
  );

  app.post(
    `${BASE}/apply-credit`,
    {
      schema: schemaOf("Apply the customer's credit in this currency to an open invoice"),
    },
    async (request) =>
      ok(
        await applyCredit(app.db, {
          ...invoiceCallOf(app, request),
          invoiceId: request.params.id,
        }),
      ),
  );
};
