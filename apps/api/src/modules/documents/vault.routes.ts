import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZDocumentPatchBody,
  ZStorageUsageResponse,
  ZVaultDocumentResponse,
  ZVaultDocumentsResponse,
} from '@charterline/shared/schemas/documents';
import { ZErrorEnvelope } from '@charterline/shared/schemas/envelope';
import { callerOf, requestedCompanyId } from '../../lib/http/caller';
import { getCurrentCompany } from '../companies';
import { deleteDocument, patchDocument, restoreDocument } from './change-document';
import { uploadDocuments } from './upload-documents';
import { receiveUploads } from './upload-parts';
import { UPLOAD_ANSWERS, uploadRateLimit } from './upload-route-options';
import { storageUsageOf } from './vault-usage';

/** The customer's side of the vault that changes things: upload, rename/tag, delete, restore. */
export const vaultRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every route here is signed in: the hook admits a valid, unrevoked token (plugins/auth.ts).
  app.addHook('onRequest', app.authenticate);
  const common = { tags: ['documents'], security: [{ bearer: [] }] };
  const failures = {
    400: ZErrorEnvelope,
    401: ZErrorEnvelope,
    403: ZErrorEnvelope,
    404: ZErrorEnvelope,
    409: ZErrorEnvelope,
  };
  const params = z.object({ id: z.uuid() });
  const ownCompany = (request: Parameters<typeof requestedCompanyId>[0]) =>
    getCurrentCompany(app.db, callerOf(request).userId, requestedCompanyId(request), {
      otherIs: 'NOT_FOUND',
    });

  app.post(
    '/client/company/v7/documents',
    {
      config: uploadRateLimit('customer'),
      schema: {
        ...common,
        summary:
          'Upload PDF, PNG or JPEG files (multipart: `file` parts; category, tags, title, versionOf)',
        consumes: ['multipart/form-data'],
        response: { 201: ZVaultDocumentsResponse, ...UPLOAD_ANSWERS, ...failures },
      },
    },
    async (request, reply) => {
      const company = await ownCompany(request);
      const { files, fields } = await receiveUploads(app, request, { companyId: company.id });
      const data = await uploadDocuments(app, {
        company,
        userId: callerOf(request).userId,
        files,
        fields,
      });
      return reply.code(201).send({ status: 'success' as const, data });
    },
  );

  app.get(
    '/client/company/v7/documents/usage',
    {
      schema: {
        ...common,
        summary: 'What the company keeps in stored files, and its quota (bytes)',
        querystring: z.object({ companyId: z.uuid().optional() }),
        response: { 200: ZStorageUsageResponse, ...failures },
      },
    },
    async (request) => {
      const company = await ownCompany(request);
      const data = await storageUsageOf(app.db, company.id, app.config.STORAGE_QUOTA_BYTES);
      return { status: 'success' as const, data };
    },
  );

  app.patch(
    '/client/company/v7/documents/:id',
    {
      schema: {
        ...common,
        summary: "Change a document's title, category or tags",
        params,
        body: ZDocumentPatchBody,
        response: { 200: ZVaultDocumentResponse, ...failures },
      },
    },
    async (request) => {
      const company = await ownCompany(request);
      const data = await patchDocument(app.db, company, request.params.id, request.body);
      return { status: 'success' as const, data };
    },
  );

  app.delete(
    '/client/company/v7/documents/:id',
    {
      schema: {
        ...common,
        summary: 'Delete one of your own uploads (recoverable for 30 days)',
        params,
        response: { 200: ZVaultDocumentResponse, ...failures },
      },
    },
    async (request) => {
      const company = await ownCompany(request);
      const data = await deleteDocument(app.db, company, request.params.id, new Date());
      return { status: 'success' as const, data };
    },
  );

  app.post(
    '/client/company/v7/documents/:id/restore',
    {
      schema: {
        ...common,
        summary: 'Restore a deleted upload within its 30 days',
        params,
        response: { 200: ZVaultDocumentResponse, ...failures },
      },
    },
    async (request) => {
      const company = await ownCompany(request);
      const data = await restoreDocument(app.db, company, request.params.id, new Date());
      return { status: 'success' as const, data };
    },
  );
};
