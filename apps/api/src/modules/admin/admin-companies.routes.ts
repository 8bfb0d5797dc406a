import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { COMPANY_STATUSES } from '@charterline/shared/enums';
import { PROCESSING_STEP_KEYS } from '@charterline/shared/rules/processing';
import { ZCompanyDetails } from '@charterline/shared/schemas/company';
import { ZVaultDocument } from '@charterline/shared/schemas/documents';
import { successEnvelope } from '@charterline/shared/schemas/envelope';
import { AppError } from '../../lib/app-error';
import { findCompany, OPERATIONS_STATUSES } from '../companies';
import { receiveUploads, UPLOAD_ANSWERS, uploadRateLimit } from '../documents';
import { ADMIN_COMMON, ADMIN_FAILURES, adminActorOf } from '../../lib/http/staff';
import { attachCompanyDocument } from './attach-company-document';
import { changeCompanyStatus } from './change-company-status';
import { listCompanies, readCompanyDetails } from './read-companies';
import { recordProcessingStep } from './record-processing-step';
import { recordStateFileNumber, ZStateFileNumber } from './record-state-file-number';

const ZOpsCompany = z.object({
  id: z.string(),
  companyName: z.string().nullable(),
  state: z.string().nullable(),
  companyStatus: z.enum(COMPANY_STATUSES),
  onboardingStatus: z.string(),
  paymentStatus: z.string(),
  ownerEmail: z.string(),
  createdAt: z.string(),
});

const idParams = z.object({ id: z.uuid() });
const ZDetailsResponse = successEnvelope(ZCompanyDetails);

export const adminCompaniesRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every route here is staff's: the hook admits an admin's token only (plugins/auth.ts).
  app.addHook('onRequest', app.requireAdmin);
  const details = async (id: string) => ({
    status: 'success' as const,
    data: await readCompanyDetails(app.db, id),
  });

  app.get(
    '/ops/v1/companies',
    {
      schema: {
        ...ADMIN_COMMON,
        summary: 'All companies, newest first, optionally by status',
        querystring: z.object({ status: z.enum(COMPANY_STATUSES).optional() }),
        response: { 200: successEnvelope(z.array(ZOpsCompany)), ...ADMIN_FAILURES },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await listCompanies(app.db, request.query.status),
    }),
  );

  app.get(
    '/ops/v1/companies/:id',
    {
      schema: {
        ...ADMIN_COMMON,
        summary: 'One company in full',
        params: idParams,
        response: { 200: ZDetailsResponse, ...ADMIN_FAILURES },
      },
    },
    (request) => details(request.params.id),
  );

  app.post(
    '/ops/v1/companies/:id/steps',
    {
      schema: {
        ...ADMIN_COMMON,
        summary: 'Record the next processing step (in order; EIN_RECEIVED carries the EIN)',
        params: idParams,
        body: z.object({
          step: z.enum(PROCESSING_STEP_KEYS),
          ein: z.string().optional(),
          /** STATE_FILING_COMPLETED: the day the state filed the company (default: today). */
          date: z.iso.date().optional(),
          /** STATE_FILING_COMPLETED: the file number the state gave it. */
          fileNumber: ZStateFileNumber.optional(),
        }),
        response: { 200: ZDetailsResponse, ...ADMIN_FAILURES },
      },
    },
    async (request) => {
      await recordProcessingStep(app.db, {
        companyId: request.params.id,
        step: request.body.step,
        ein: request.body.ein,
        date: request.body.date,
        fileNumber: request.body.fileNumber,
        actor: adminActorOf(request),
        now: new Date(),
      });
      return details(request.params.id);
    },
  );

  app.post(
    '/ops/v1/companies/:id/state-file-number',
    {
      schema: {
        ...ADMIN_COMMON,
        summary: 'Record (or correct) the file number the state gave a formed company',
        params: idParams,
        body: z.object({ stateFileNumber: ZStateFileNumber }),
        response: { 200: ZDetailsResponse, ...ADMIN_FAILURES },
      },
    },
    async (request) => {
      await recordStateFileNumber(app.db, {
        companyId: request.params.id,
        stateFileNumber: request.body.stateFileNumber,
        actor: adminActorOf(request),
      });
      return details(request.params.id);
    },
  );

  app.post(
    '/ops/v1/companies/:id/status',
    {
      schema: {
        ...ADMIN_COMMON,
        summary: 'Stop a company (REJECTED, ONHOLD, …) with a reason, or resume it',
        params: idParams,
        body: z.union([
          z.object({
            status: z.enum(OPERATIONS_STATUSES),
            reason: z.string().trim().min(3, 'Give the reason the customer will read').max(500),
          }),
          z.object({ resume: z.literal(true) }),
        ]),
        response: { 200: ZDetailsResponse, ...ADMIN_FAILURES },
      },
    },
    async (request) => {
      await changeCompanyStatus(app.db, {
        companyId: request.params.id,
        actor: adminActorOf(request),
        change: request.body,
      });
      return details(request.params.id);
    },
  );

  app.post(
    '/ops/v1/companies/:id/documents',
    {
      config: uploadRateLimit('staff'),
      schema: {
        ...ADMIN_COMMON,
        summary:
          'Attach a PDF, PNG or JPEG (articles, EIN letter…) to a company: multipart, one `file` with kind, title, category',
        consumes: ['multipart/form-data'],
        params: idParams,
        response: {
          200: successEnvelope(ZVaultDocument),
          ...ADMIN_FAILURES,
          ...UPLOAD_ANSWERS,
        },
      },
    },
    async (request) => {
      const company = await findCompany(app.db, request.params.id);
      if (!company) throw new AppError('NOT_FOUND');
      const upload = await receiveUploads(app, request, { companyId: company.id });
      return {
        status: 'success' as const,
        data: await attachCompanyDocument(app, {
          companyId: company.id,
          actor: adminActorOf(request),
          ...upload,
        }),
      };
    },
  );
};
