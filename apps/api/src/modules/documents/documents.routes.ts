import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZCompanyDocumentsResponse } from '@charterline/shared/schemas/company';
import { ZErrorEnvelope } from '@charterline/shared/schemas/envelope';
import { attachmentHeader } from '../../lib/download-name';
import { callerOf } from '../../plugins/auth';
import { getCurrentCompany, requestedCompanyId } from '../companies/current-company';
import { listDocuments, readDocument } from './documents.service';

export const documentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const common = { tags: ['documents'], security: [{ bearer: [] }] };
  const failures = { 400: ZErrorEnvelope, 401: ZErrorEnvelope, 404: ZErrorEnvelope };

  app.get(
    '/client/company/v7/documents',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: "The company's documents, newest first",
        response: { 200: ZCompanyDocumentsResponse, ...failures },
      },
    },
    async (request) => {
      const company = await getCurrentCompany(
        app.db,
        callerOf(request).userId,
        requestedCompanyId(request),
        { otherIs: 'NOT_FOUND' },
      );
      return { status: 'success' as const, data: await listDocuments(app.db, company) };
    },
  );

  app.get(
    '/client/company/v7/documents/:id/download',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: "Download one of the company's documents (404 for another customer's)",
        params: z.object({ id: z.uuid() }),
      },
    },
    async (request, reply) => {
      const company = await getCurrentCompany(
        app.db,
        callerOf(request).userId,
        requestedCompanyId(request),
        { otherIs: 'NOT_FOUND' },
      );
      const doc = await readDocument(app.db, company, request.params.id);
      return reply
        .type(doc.contentType)
        .header('content-disposition', attachmentHeader(doc.fileName))
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(doc.content ?? new Uint8Array()));
    },
  );
};
