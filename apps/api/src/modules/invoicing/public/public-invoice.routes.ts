import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ZLocalConfirmRequest } from '@charterline/shared/schemas/billing';
import { ZErrorEnvelope } from '@charterline/shared/schemas/envelope';
import {
  ZInvoiceTokenParams,
  ZPublicInvoiceResponse,
  ZPublicPayConfirmResponse,
  ZPublicPayRequest,
  ZPublicPaySessionResponse,
} from '@charterline/shared/schemas/invoicing';
import { confirmLocalInvoicePayment, startInvoicePayment } from '../card/pay-invoice';
import { sendPdf } from '../send/invoice-send.routes';
import { publicInvoicePdf, readPublicInvoice } from './public-invoice';

const PUBLIC_PATH = '/client/public/v1/invoices/:token';

/** Set before the handler so a 404 carries them too: a link must not be cached or indexed. */
const privateHeaders = async (_request: FastifyRequest, reply: FastifyReply) => {
  reply
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .header('x-robots-tag', 'noindex');
};

/**
 * The payer's public invoice page (issue 21, decisions 0141–0142): no account, the token is
 * the secret; rate limited like share links. Unknown, revoked, draft and void are one 404.
 */
export const publicInvoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  // Someone with a link opens and pays it a few times; more is someone guessing tokens.
  const config = { rateLimit: { max: 60, timeWindow: 15 * 60_000 } };
  const common = { tags: ['invoicing'], params: ZInvoiceTokenParams };
  const failures = { 400: ZErrorEnvelope, 404: ZErrorEnvelope, 429: ZErrorEnvelope };
  const env = () => ({
    publicUrl: app.config.PUBLIC_URL,
    appName: app.config.APP_NAME,
    facility: app.config,
  });

  app.get(
    PUBLIC_PATH,
    {
      config,
      onRequest: privateHeaders,
      schema: {
        ...common,
        summary: 'The invoice a public link shows; the first opening marks it viewed',
        response: { 200: ZPublicInvoiceResponse, ...failures },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await readPublicInvoice(app.db, request.params.token, app.config),
    }),
  );

  app.get(
    `${PUBLIC_PATH}/pdf`,
    {
      config,
      onRequest: privateHeaders,
      schema: { ...common, summary: 'The invoice of a public link as a PDF' },
    },
    async (request, reply) =>
      sendPdf(reply, await publicInvoicePdf(app.db, request.params.token, env()), false),
  );

  app.post(
    `${PUBLIC_PATH}/pay`,
    {
      config,
      onRequest: privateHeaders,
      schema: {
        ...common,
        summary: 'Start paying the balance by card (local test provider or Stripe Checkout)',
        body: ZPublicPayRequest,
        response: {
          200: ZPublicPaySessionResponse,
          402: ZErrorEnvelope,
          409: ZErrorEnvelope,
          ...failures,
        },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await startInvoicePayment(app.db, request.params.token, request.body, app.config),
    }),
  );

  app.post(
    `${PUBLIC_PATH}/pay/confirm`,
    {
      config,
      onRequest: privateHeaders,
      schema: {
        ...common,
        summary: "The local test provider's card form: pays the session once",
        body: ZLocalConfirmRequest,
        response: {
          200: ZPublicPayConfirmResponse,
          402: ZErrorEnvelope,
          409: ZErrorEnvelope,
          ...failures,
        },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await confirmLocalInvoicePayment(
        app.db,
        request.params.token,
        request.body,
        app.config,
      ),
    }),
  );
};
