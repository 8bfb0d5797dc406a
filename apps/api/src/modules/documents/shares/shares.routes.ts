import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import contentDisposition from 'content-disposition';
import { z } from 'zod';
import {
  ZPublicShareResponse,
  ZShareCreateBody,
  ZShareResponse,
  ZSharesResponse,
} from '@charterline/shared/schemas/documents';
import { ZErrorEnvelope } from '@charterline/shared/schemas/envelope';
import { attachmentHeader } from '../../../lib/download-name';
import { callerOf, requestedCompanyId } from '../../../lib/http/caller';
import { listShares, revokeCompanyShare } from './company-shares';
import { createShare } from './create-share';
import { openSharedDocument, readPublicShare } from './open-share';

const SHARES_PATH = '/client/company/v7/documents/shares';
const PUBLIC_PATH = '/client/public/v1/shares/:token';

const callerIn = (request: FastifyRequest) => ({
  userId: callerOf(request).userId,
  companyId: requestedCompanyId(request),
});

const visitorOf = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? '',
});

/** Set before the handler so a 404 carries them too: a link must not be cached or indexed. */
const privateHeaders = async (_request: FastifyRequest, reply: FastifyReply) => {
  reply
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .header('x-robots-tag', 'noindex');
};

/** Share packs (issue 20, decision 0131): the owner's routes and the recipient's public ones. */
export const shareRoutes: FastifyPluginAsyncZod = async (app) => {
  const common = { tags: ['documents'], security: [{ bearer: [] }] };
  const failures = { 400: ZErrorEnvelope, 401: ZErrorEnvelope, 404: ZErrorEnvelope };

  app.post(
    SHARES_PATH,
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: 'A new share link of some documents; its URL is answered only here',
        body: ZShareCreateBody,
        response: { 200: ZShareResponse, ...failures },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await createShare(app.db, {
        ...callerIn(request),
        body: request.body,
        publicUrl: app.config.PUBLIC_URL,
      }),
    }),
  );

  app.get(
    SHARES_PATH,
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: "The company's share links, newest first, with their access log",
        response: { 200: ZSharesResponse, ...failures },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await listShares(app.db, callerIn(request)),
    }),
  );

  app.delete(
    `${SHARES_PATH}/:id`,
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: 'Revoke a share link (it then answers 404); revoking again is no error',
        params: z.object({ id: z.uuid() }),
        response: { 200: ZShareResponse, ...failures },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await revokeCompanyShare(app.db, { ...callerIn(request), shareId: request.params.id }),
    }),
  );

  // Someone with a link opens it a few times; more is someone guessing tokens.
  const publicConfig = { rateLimit: { max: 60, timeWindow: 15 * 60_000 } };
  const token = z.string().max(200);
  const portalOrigin = new URL(app.config.PUBLIC_URL).origin;

  app.get(
    PUBLIC_PATH,
    {
      config: publicConfig,
      onRequest: privateHeaders,
      schema: {
        tags: ['documents'],
        summary: 'What a share link shows (no account; the token is the secret); logged',
        params: z.object({ token }),
        response: { 200: ZPublicShareResponse, 404: ZErrorEnvelope, 429: ZErrorEnvelope },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await readPublicShare(app.db, {
        token: request.params.token,
        visitor: visitorOf(request),
      }),
    }),
  );

  app.get(
    `${PUBLIC_PATH}/documents/:documentId`,
    {
      config: publicConfig,
      onRequest: privateHeaders,
      schema: {
        tags: ['documents'],
        summary: 'One document of a share link (?inline=1 to preview); logged',
        params: z.object({ token, documentId: z.string().max(100) }),
        querystring: z.object({ inline: z.enum(['0', '1']).optional() }),
      },
    },
    async (request, reply) => {
      const doc = await openSharedDocument(app, {
        token: request.params.token,
        documentId: request.params.documentId,
        visitor: visitorOf(request),
      });
      const inline = request.query.inline === '1' && doc.previewable;
      // The share page previews it in a frame: the portal (only) may frame this answer.
      if (inline) {
        reply
          .removeHeader('x-frame-options')
          .header('content-security-policy', `frame-ancestors 'self' ${portalOrigin}`);
      }
      return reply
        .type(doc.row.contentType)
        .header(
          'content-disposition',
          inline
            ? contentDisposition(doc.row.fileName, { type: 'inline' })
            : attachmentHeader(doc.row.fileName),
        )
        .header('x-content-type-options', 'nosniff')
        .send(doc.stream);
    },
  );
};
