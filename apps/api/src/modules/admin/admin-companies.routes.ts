import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { COMPANY_STATUSES } from '@charterline/shared/enums';
import { PROCESSING_STEP_KEYS } from '@charterline/shared/rules/processing';
import { ZCompanyDetails, ZCompanyDocument } from '@charterline/shared/schemas/company';
import { ZErrorEnvelope, successEnvelope } from '@charterline/shared/schemas/envelope';
import { MAX_DOCUMENT_BYTES } from '../documents/documents.service';
import { OPERATIONS_STATUSES } from '../companies/company-status';
import { ADMIN_COMMON, ADMIN_FAILURES, adminActorOf } from './admin-route-options';
import { attachCompanyDocument } from './attach-company-document';
import { changeCompanyStatus } from './change-company-status';
import { listCompanies, readCompanyDetails } from './read-companies';
import { recordProcessingStep } from './record-processing-step';

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
  const details = async (id: string) => ({
    status: 'success' as const,
    data: await readCompanyDetails(app.db, id),
  });

  app.get(
    '/ops/v1/companies',
    {
      onRequest: app.requireAdmin,
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
      onRequest: app.requireAdmin,
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
      onRequest: app.requireAdmin,
      schema: {
        ...ADMIN_COMMON,
        summary: 'Record the next processing step (in order; EIN_RECEIVED carries the EIN)',
        params: idParams,
        body: z.object({
          step: z.enum(PROCESSING_STEP_KEYS),
          ein: z.string().optional(),
          /** STATE_FILING_COMPLETED: the day the state filed the company (default: today). */
          date: z.iso.date().optional(),
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
        actor: adminActorOf(request),
        now: new Date(),
      });
      return details(request.params.id);
    },
  );

  app.post(
    '/ops/v1/companies/:id/status',
    {
      onRequest: app.requireAdmin,
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
      onRequest: app.requireAdmin,
      bodyLimit: Math.ceil(MAX_DOCUMENT_BYTES * 1.4) + 4096,
      schema: {
        ...ADMIN_COMMON,
        summary: 'Attach a PDF (articles, EIN letter…) to a company, base64 in JSON',
        params: idParams,
        body: z.object({
          kind: z
            .string()
            .trim()
            .regex(/^[A-Z][A-Z0-9_]{1,40}$/, 'A kind such as ARTICLES_OF_ORGANIZATION'),
          title: z.string().trim().min(1).max(120),
          fileName: z.string().trim().min(1).max(200),
          contentBase64: z.base64(),
        }),
        response: {
          200: successEnvelope(ZCompanyDocument),
          ...ADMIN_FAILURES,
          413: ZErrorEnvelope,
        },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await attachCompanyDocument(app.db, {
        companyId: request.params.id,
        actor: adminActorOf(request),
        ...request.body,
      }),
    }),
  );
};
