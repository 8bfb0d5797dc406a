import { and, asc, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { COMPANY_STATUSES, type TCompanyStatus } from '@charterline/shared/enums';
import { PROCESSING_STEP_KEYS } from '@charterline/shared/rules/processing';
import { ZCompanyDetails, ZCompanyDocument } from '@charterline/shared/schemas/company';
import { ZErrorEnvelope, successEnvelope } from '@charterline/shared/schemas/envelope';
import { companies, companyEvents, products, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { callerOf } from '../../plugins/auth';
import { forgetCatalogue } from '../billing/catalogue-cache';
import { loadCompanyDetails } from '../companies/company-details';
import { lockCompany, moveCompany, OPERATIONS_STATUSES } from '../companies/company-status';
import { MAX_DOCUMENT_BYTES, storeDocument } from '../documents/documents.service';
import { changeUserRole } from './change-user-role';
import { recordProcessingStep } from './processing';

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

const ZOpsProduct = z.object({
  productKey: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.number().int(),
  interval: z.string(),
  active: z.boolean(),
});

const idParams = z.object({ id: z.uuid() });

/**
 * The admin-only API behind the operations CLI (ARCHITECTURE.md 5): staff are not in the
 * portal. Every route needs an access token with the ADMIN role.
 */
export const opsRoutes: FastifyPluginAsyncZod = async (app) => {
  const common = { tags: ['operations'], security: [{ bearer: [] }] };
  const failures = {
    400: ZErrorEnvelope,
    401: ZErrorEnvelope,
    403: ZErrorEnvelope,
    404: ZErrorEnvelope,
    409: ZErrorEnvelope,
  };
  const actorOf = (request: Parameters<typeof callerOf>[0]) => `admin:${callerOf(request).email}`;
  const details = async (id: string) => {
    const [row] = await app.db.select().from(companies).where(eq(companies.id, id));
    if (!row) throw new AppError('NOT_FOUND');
    return { status: 'success' as const, data: await loadCompanyDetails(app.db, row) };
  };
  const ZDetailsResponse = successEnvelope(ZCompanyDetails);

  app.get(
    '/ops/v1/companies',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...common,
        summary: 'All companies, newest first, optionally by status',
        querystring: z.object({ status: z.enum(COMPANY_STATUSES).optional() }),
        response: { 200: successEnvelope(z.array(ZOpsCompany)), ...failures },
      },
    },
    async (request) => {
      const rows = await app.db
        .select({ company: companies, ownerEmail: users.email })
        .from(companies)
        .innerJoin(users, eq(users.id, companies.userId))
        .where(request.query.status ? eq(companies.companyStatus, request.query.status) : undefined)
        .orderBy(desc(companies.createdAt))
        .limit(500);
      return {
        status: 'success' as const,
        data: rows.map(({ company: c, ownerEmail }) => ({
          id: c.id,
          companyName: c.companyName,
          state: c.state,
          companyStatus: c.companyStatus,
          onboardingStatus: c.onboardingStatus,
          paymentStatus: c.paymentStatus,
          ownerEmail,
          createdAt: c.createdAt.toISOString(),
        })),
      };
    },
  );

  app.get(
    '/ops/v1/companies/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...common,
        summary: 'One company in full',
        params: idParams,
        response: { 200: ZDetailsResponse, ...failures },
      },
    },
    (request) => details(request.params.id),
  );

  app.post(
    '/ops/v1/companies/:id/steps',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...common,
        summary: 'Record the next processing step (in order; EIN_RECEIVED carries the EIN)',
        params: idParams,
        body: z.object({ step: z.enum(PROCESSING_STEP_KEYS), ein: z.string().optional() }),
        response: { 200: ZDetailsResponse, ...failures },
      },
    },
    async (request) => {
      await recordProcessingStep(app.db, {
        companyId: request.params.id,
        step: request.body.step,
        ein: request.body.ein,
        actor: actorOf(request),
      });
      return details(request.params.id);
    },
  );

  app.post(
    '/ops/v1/companies/:id/status',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...common,
        summary: 'Stop a company (REJECTED, ONHOLD, …) with a reason, or resume it',
        params: idParams,
        body: z.union([
          z.object({
            status: z.enum(OPERATIONS_STATUSES),
            reason: z.string().trim().min(3, 'Give the reason the customer will read').max(500),
          }),
          z.object({ resume: z.literal(true) }),
        ]),
        response: { 200: ZDetailsResponse, ...failures },
      },
    },
    async (request) => {
      const body = request.body;
      await app.db.transaction(async (tx) => {
        const company = await lockCompany(tx, request.params.id);
        if ('resume' in body) {
          const [stop] = await tx
            .select()
            .from(companyEvents)
            .where(
              and(
                eq(companyEvents.companyId, company.id),
                eq(companyEvents.toStatus, company.companyStatus),
              ),
            )
            .orderBy(desc(companyEvents.createdAt))
            .limit(1);
          const previous = stop?.fromStatus as TCompanyStatus | undefined;
          if (!previous || previous === company.companyStatus) {
            throw new AppError('ILLEGAL_STATUS_MOVE', {
              message: `A ${company.companyStatus} company has nothing to resume.`,
            });
          }
          await moveCompany(tx, company, {
            kind: 'STATUS_CHANGED',
            actor: actorOf(request),
            companyStatus: previous,
            resume: true,
          });
          return;
        }
        await moveCompany(tx, company, {
          kind: 'STATUS_CHANGED',
          actor: actorOf(request),
          companyStatus: body.status,
          reason: body.reason,
        });
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
        ...common,
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
        response: { 200: successEnvelope(ZCompanyDocument), ...failures, 413: ZErrorEnvelope },
      },
    },
    async (request) => {
      const [company] = await app.db
        .select({ id: companies.id })
        .from(companies)
        .where(eq(companies.id, request.params.id));
      if (!company) throw new AppError('NOT_FOUND');
      const content = new Uint8Array(Buffer.from(request.body.contentBase64, 'base64'));
      const document = await app.db.transaction(async (tx) => {
        const stored = await storeDocument(tx, {
          companyId: company.id,
          kind: request.body.kind,
          title: request.body.title,
          fileName: request.body.fileName,
          content,
          createdBy: actorOf(request),
        });
        await tx.insert(companyEvents).values({
          companyId: company.id,
          actor: actorOf(request),
          kind: 'DOCUMENT_ADDED',
          data: { documentId: stored.id, title: stored.title },
        });
        return stored;
      });
      return { status: 'success' as const, data: document };
    },
  );

  app.get(
    '/ops/v1/products',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...common,
        summary: 'The catalogue, active and inactive',
        response: { 200: successEnvelope(z.array(ZOpsProduct)), ...failures },
      },
    },
    async () => ({
      status: 'success' as const,
      data: await app.db
        .select({
          productKey: products.productKey,
          name: products.name,
          description: products.description,
          price: products.price,
          interval: products.interval,
          active: products.active,
        })
        .from(products)
        .orderBy(asc(products.sortOrder)),
    }),
  );

  app.patch(
    '/ops/v1/products/:productKey',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...common,
        summary: 'Edit a product: price in cents, name, description, active',
        params: z.object({ productKey: z.string().min(1).max(80) }),
        body: z
          .object({
            price: z.number().int().min(0).max(10_000_000).optional(),
            name: z.string().trim().min(1).max(120).optional(),
            description: z.string().trim().min(1).max(500).optional(),
            active: z.boolean().optional(),
          })
          .refine((b) => Object.keys(b).length > 0, 'Nothing to change'),
        response: { 200: successEnvelope(ZOpsProduct), ...failures },
      },
    },
    async (request) => {
      const [row] = await app.db
        .update(products)
        .set(request.body)
        .where(eq(products.productKey, request.params.productKey))
        .returning();
      if (!row) throw new AppError('NOT_FOUND');
      forgetCatalogue(app.db);
      return {
        status: 'success' as const,
        data: {
          productKey: row.productKey,
          name: row.name,
          description: row.description,
          price: row.price,
          interval: row.interval,
          active: row.active,
        },
      };
    },
  );

  app.post(
    '/ops/v1/users/role',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...common,
        summary: 'Give a user the ADMIN role, or take it back',
        body: z.object({ email: z.email(), role: z.enum(['ADMIN', 'CUSTOMER']) }),
        response: {
          200: successEnvelope(z.object({ email: z.string(), role: z.string() })),
          ...failures,
        },
      },
    },
    async (request) => {
      const { email, role } = request.body;
      const row = await changeUserRole(app.db, app.revocations, email, role);
      if (!row) throw new AppError('NOT_FOUND', { message: 'No user has this e-mail address.' });
      return { status: 'success' as const, data: row };
    },
  );
};
