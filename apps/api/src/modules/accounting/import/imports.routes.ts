import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZImportCommitInput,
  ZImportListQuery,
  ZImportPreviewInput,
  ZImportPreviewResponse,
  ZImportResponse,
  ZImportsResponse,
} from '@charterline/shared/schemas/accounting';
import { ZErrorEnvelope } from '@charterline/shared/schemas/envelope';
import { callerOf, companyCallerOf } from '../../../lib/http/caller';
import { perUserRateLimit } from '../../../plugins/rate-limit-per-user';
import {
  ACCOUNTING_BASE,
  ACCOUNTING_FAILURES,
  ACCOUNTING_SCOPED,
} from '../accounting-route-options';
import { ok, ZDoneResponse } from '../../../lib/http/route-kit';
import { booksCompany } from '../books-company';
import { commitImport } from './commit-import';
import { toImportView } from './import-view';
import { findCompanyImport, listCompanyImports } from './imports.repository';
import { previewImport } from './preview-import';
import { categorisedSince, deleteImport, undoImport } from './undo-import';
import { uploadImport } from './upload-import';
import { UPLOAD_ANSWERS, uploadRateLimit } from '../../documents';

const BASE = `${ACCOUNTING_BASE}/imports`;
/**
 * Previews per user and minute: each reads the whole file (a 445,000-row statement keeps a
 * core busy for seconds), so one customer cannot keep the process busy by repeating it.
 */
export const IMPORT_PREVIEWS_PER_MINUTE = 6;
const ZImportParams = z.object({ id: z.uuid() });

/** Statement imports (decision 0147): upload, map and preview, commit to a job, undo. */
export const importsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every route here is signed in: the hook admits a valid, unrevoked token (plugins/auth.ts).
  app.addHook('onRequest', app.authenticate);
  const ownImport = async (request: Parameters<typeof companyCallerOf>[0], id: string) => {
    const company = await booksCompany(app.db, companyCallerOf(request));
    return findCompanyImport(app.db, company.id, id);
  };

  app.post(
    BASE,
    {
      config: uploadRateLimit('customer'),
      schema: {
        ...ACCOUNTING_SCOPED,
        summary:
          'Upload a bank statement (multipart: the `accountId` field, then the `file`: CSV, OFX or QFX)',
        consumes: ['multipart/form-data'],
        response: {
          201: ZImportResponse,
          ...UPLOAD_ANSWERS,
          ...ACCOUNTING_FAILURES,
        },
      },
    },
    async (request, reply) => {
      const company = await booksCompany(app.db, companyCallerOf(request));
      const data = await uploadImport(app, request, {
        companyId: company.id,
        userId: callerOf(request).userId,
      });
      return reply.code(201).send(ok(data));
    },
  );

  app.get(
    BASE,
    {
      schema: {
        ...ACCOUNTING_SCOPED,
        summary: 'The statement imports, newest first (one account’s with `accountId`)',
        querystring: ZImportListQuery,
        response: { 200: ZImportsResponse, ...ACCOUNTING_FAILURES },
      },
    },
    async (request) => {
      const company = await booksCompany(app.db, companyCallerOf(request));
      const rows = await listCompanyImports(app.db, company.id, request.query.accountId);
      return ok(rows.map((found) => toImportView(found)));
    },
  );

  app.get(
    `${BASE}/:id`,
    {
      schema: {
        ...ACCOUNTING_SCOPED,
        summary:
          'One import: its status, progress and report (and, done, how many of its transactions were categorised since)',
        params: ZImportParams,
        response: { 200: ZImportResponse, ...ACCOUNTING_FAILURES },
      },
    },
    async (request) => {
      const found = await ownImport(request, request.params.id);
      return ok(toImportView(found, await categorisedSince(app.db, found.row)));
    },
  );

  app.post(
    `${BASE}/:id/preview`,
    {
      config: {
        rateLimit: perUserRateLimit('import-preview', IMPORT_PREVIEWS_PER_MINUTE, 60_000),
      },
      schema: {
        ...ACCOUNTING_SCOPED,
        summary: 'What the import would book with this mapping: first rows and counts',
        params: ZImportParams,
        body: ZImportPreviewInput,
        response: { 200: ZImportPreviewResponse, 429: ZErrorEnvelope, ...ACCOUNTING_FAILURES },
      },
    },
    async (request) => {
      const found = await ownImport(request, request.params.id);
      return ok(await previewImport(app, found, request.body.mapping));
    },
  );

  app.post(
    `${BASE}/:id/commit`,
    {
      schema: {
        ...ACCOUNTING_SCOPED,
        summary: 'Import it: the mapping is saved and a job books the rows (poll the import)',
        params: ZImportParams,
        body: ZImportCommitInput,
        response: { 200: ZImportResponse, ...ACCOUNTING_FAILURES },
      },
    },
    async (request) => {
      const found = await ownImport(request, request.params.id);
      return ok(await commitImport(app.db, found, request.body));
    },
  );

  app.post(
    `${BASE}/:id/undo`,
    {
      schema: {
        ...ACCOUNTING_SCOPED,
        summary: 'Undo a finished import: its transactions are removed',
        params: ZImportParams,
        response: { 200: ZImportResponse, ...ACCOUNTING_FAILURES },
      },
    },
    async (request) => {
      const found = await ownImport(request, request.params.id);
      return ok(await undoImport(app.db, found, new Date()));
    },
  );

  app.delete(
    `${BASE}/:id`,
    {
      schema: {
        ...ACCOUNTING_SCOPED,
        summary: 'Delete an upload not imported (or a failed import) and its file',
        params: ZImportParams,
        response: { 200: ZDoneResponse, ...ACCOUNTING_FAILURES },
      },
    },
    async (request) => {
      const found = await ownImport(request, request.params.id);
      await deleteImport(app, found);
      return { status: 'success' as const, message: 'The upload was deleted.' };
    },
  );
};
