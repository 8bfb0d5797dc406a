import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZDocumentsQuery, ZVaultDocumentsResponse } from '@charterline/shared/schemas/documents';
import { ZErrorEnvelope } from '@charterline/shared/schemas/envelope';
import { callerOf, requestedCompanyId } from '../../lib/http/caller';
import { getCurrentCompany } from '../companies';
import { sendFile } from '../../lib/http/send-file';
import { listDocumentVersions, listVaultDocuments } from './list-vault-documents';
import { openDocument } from './open-document';
import { nameOf } from './vault-document';

/** Only what the browser can show safely opens inline; anything else downloads. */
const PREVIEWABLE = new Set(['application/pdf', 'image/png', 'image/jpeg']);

export const documentsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every route here is signed in: the hook admits a valid, unrevoked token (plugins/auth.ts).
  app.addHook('onRequest', app.authenticate);
  const common = { tags: ['documents'], security: [{ bearer: [] }] };
  const failures = { 400: ZErrorEnvelope, 401: ZErrorEnvelope, 404: ZErrorEnvelope };
  const ownCompany = (request: Parameters<typeof requestedCompanyId>[0]) =>
    getCurrentCompany(app.db, callerOf(request).userId, requestedCompanyId(request), {
      otherIs: 'NOT_FOUND',
    });

  app.get(
    '/client/company/v7/documents',
    {
      schema: {
        ...common,
        summary: "The company's documents vault: the latest version of each, searchable",
        querystring: ZDocumentsQuery,
        response: { 200: ZVaultDocumentsResponse, ...failures },
      },
    },
    async (request) => {
      const company = await ownCompany(request);
      return {
        status: 'success' as const,
        data: await listVaultDocuments(app.db, company, request.query),
      };
    },
  );

  app.get(
    '/client/company/v7/documents/:id/versions',
    {
      schema: {
        ...common,
        summary: "Every version of one of the company's documents, newest first",
        params: z.object({ id: z.uuid() }),
        response: { 200: ZVaultDocumentsResponse, ...failures },
      },
    },
    async (request) => {
      const company = await ownCompany(request);
      return {
        status: 'success' as const,
        data: await listDocumentVersions(app.db, company, request.params.id),
      };
    },
  );

  app.get(
    '/client/company/v7/documents/:id/download',
    {
      schema: {
        ...common,
        summary: "Download (or with inline=1 preview) one of the company's documents",
        params: z.object({ id: z.uuid() }),
        querystring: z.object({ inline: z.enum(['0', '1']).optional() }),
      },
    },
    async (request, reply) => {
      const company = await ownCompany(request);
      const { row, stream } = await openDocument(app, {
        companyId: company.id,
        documentId: request.params.id,
      });
      const inline = request.query.inline === '1' && PREVIEWABLE.has(row.contentType);
      // A previewed PDF may not run script or load anything; it only shows itself.
      return sendFile(
        reply,
        { stream, contentType: row.contentType, fileName: nameOf(row, company), size: row.size },
        inline ? 'inline' : 'attachment',
      );
    },
  );
};
