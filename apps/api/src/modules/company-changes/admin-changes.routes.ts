import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZCompanyChange } from '@charterline/shared/schemas/company-changes';
import { successEnvelope } from '@charterline/shared/schemas/envelope';
import { AppError } from '../../lib/app-error';
import { ADMIN_COMMON, ADMIN_FAILURES, adminActorOf } from '../../lib/http/staff';
import { findCompany } from '../companies';
import { MAX_DOCUMENT_BYTES } from '../documents';
import { viewOf, viewsOf } from './change-views';
import { listChangesOf } from './company-changes.repository';
import { completeChange } from './complete-change';

/** The filed PDF as base64, plus the JSON around it. */
const COMPLETE_BODY_LIMIT = Math.ceil((MAX_DOCUMENT_BYTES * 4) / 3) + 64 * 1024;

const ZCompleteChangeBody = z.object({
  /** The filed document (a PDF, checked by content), required when the state was told. */
  file: z
    .object({
      name: z.string().trim().min(1).max(200),
      contentBase64: z.string().min(1).max(COMPLETE_BODY_LIMIT),
    })
    .optional(),
  note: z.string().trim().max(2000).optional(),
});

/** Staff follow and complete changes (`npm run ops -- changes|change`). */
export const adminChangesRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every route here is staff's: the hook admits an admin's token only (plugins/auth.ts).
  app.addHook('onRequest', app.requireAdmin);
  app.get(
    '/ops/v1/companies/:id/company-changes',
    {
      schema: {
        ...ADMIN_COMMON,
        summary: "A company's changes, newest first",
        params: z.object({ id: z.uuid() }),
        response: { 200: successEnvelope(z.array(ZCompanyChange)), ...ADMIN_FAILURES },
      },
    },
    async (request) => {
      const company = await findCompany(app.db, request.params.id);
      if (!company) throw new AppError('NOT_FOUND', { message: 'There is no such company.' });
      return {
        status: 'success' as const,
        data: await viewsOf(app.db, company, await listChangesOf(app.db, company.id)),
      };
    },
  );

  app.post(
    '/ops/v1/company-changes/:id/complete',
    {
      bodyLimit: COMPLETE_BODY_LIMIT,
      schema: {
        ...ADMIN_COMMON,
        summary:
          'Complete a change in progress with the filed document: the profile changes, the service is delivered',
        params: z.object({ id: z.uuid() }),
        body: ZCompleteChangeBody,
        response: { 200: successEnvelope(ZCompanyChange), ...ADMIN_FAILURES },
      },
    },
    async (request) => {
      const { file, note } = request.body;
      const done = await completeChange(
        { db: app.db, storage: app.storage, appName: app.config.APP_NAME },
        {
          changeId: request.params.id,
          file: file
            ? { name: file.name, content: Buffer.from(file.contentBase64, 'base64') }
            : null,
          note: note || null,
          actor: adminActorOf(request),
          now: new Date(),
        },
      );
      const company = await findCompany(app.db, done.companyId);
      return {
        status: 'success' as const,
        data: await viewOf(app.db, company ?? { state: null }, done),
      };
    },
  );
};
