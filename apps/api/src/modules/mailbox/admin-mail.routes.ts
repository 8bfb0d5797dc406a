import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successEnvelope } from '@charterline/shared/schemas/envelope';
import { ZMailItemResponse, ZMailListResponse } from '@charterline/shared/schemas/mail';
import { AppError } from '../../lib/app-error';
import { ADMIN_COMMON, ADMIN_FAILURES, adminActorOf } from '../../lib/http/staff';
import { findCompany } from '../companies';
import { receiveUploads, UPLOAD_ANSWERS, uploadRateLimit } from '../documents';
import { attachMailScan, mailItemCompanyId } from './items/attach-mail-scan';
import { findSuiteCompany } from './items/find-suite-company';
import { listCompanyMail } from './items/list-company-mail';
import { recordMailItem } from './items/record-mail-item';
import { ok } from '../../lib/http/route-kit';

const UPLOAD_FAILURES = { ...ADMIN_FAILURES, ...UPLOAD_ANSWERS };

/** Staff's side of the letters (`npm run ops -- mail …`): record, scan, list. */
export const adminMailRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every route here is staff's: the hook admits an admin's token only (plugins/auth.ts).
  app.addHook('onRequest', app.requireAdmin);
  const upload = (request: Parameters<typeof receiveUploads>[1], companyId: string) =>
    receiveUploads(app, request, { companyId, fileFields: ['envelope', 'scan'] });

  app.post(
    '/ops/v1/companies/:id/mail',
    {
      config: uploadRateLimit('staff'),
      schema: {
        ...ADMIN_COMMON,
        summary:
          'Record a letter: multipart with sender, category, receivedOn, pages, urgent, file `envelope` (PNG/JPEG) and optional `scan` (PDF)',
        consumes: ['multipart/form-data'],
        params: z.object({ id: z.uuid() }),
        response: { 200: ZMailItemResponse, ...UPLOAD_FAILURES },
      },
    },
    async (request) => {
      const company = await findCompany(app.db, request.params.id);
      if (!company) throw new AppError('NOT_FOUND');
      const { files, fields } = await upload(request, company.id);
      return ok(
        await recordMailItem(app, {
          companyId: company.id,
          actor: adminActorOf(request),
          files,
          fields,
          now: new Date(),
        }),
      );
    },
  );

  app.post(
    '/ops/v1/mail/items/:id/scan',
    {
      config: uploadRateLimit('staff'),
      schema: {
        ...ADMIN_COMMON,
        summary: 'Attach the scan (multipart `scan`, PDF) of a letter staff opened',
        consumes: ['multipart/form-data'],
        params: z.object({ id: z.uuid() }),
        response: { 200: ZMailItemResponse, ...UPLOAD_FAILURES },
      },
    },
    async (request) => {
      const { files } = await upload(request, await mailItemCompanyId(app.db, request.params.id));
      const { item } = await attachMailScan(app, {
        itemId: request.params.id,
        actor: adminActorOf(request),
        files,
        now: new Date(),
      });
      return ok(item);
    },
  );

  app.get(
    '/ops/v1/mail/items',
    {
      schema: {
        ...ADMIN_COMMON,
        summary: "A company's letters, newest first (every folder)",
        querystring: z.object({
          company: z.uuid(),
          page: z.coerce.number().int().min(1).max(10_000).default(1),
        }),
        response: { 200: ZMailListResponse, ...ADMIN_FAILURES },
      },
    },
    async (request) => ok(await listCompanyMail(app.db, request.query.company, request.query.page)),
  );

  app.get(
    '/ops/v1/mail/suites/:suite',
    {
      schema: {
        ...ADMIN_COMMON,
        summary: 'The company a suite number on an envelope belongs to',
        params: z.object({ suite: z.coerce.number().int().min(1).max(2_147_483_647) }),
        response: {
          200: successEnvelope(
            z.object({
              companyId: z.string(),
              company: z.string(),
              ownerEmail: z.string(),
              suite: z.number().int(),
            }),
          ),
          ...ADMIN_FAILURES,
        },
      },
    },
    async (request) => ok(await findSuiteCompany(app.db, request.params.suite)),
  );
};
