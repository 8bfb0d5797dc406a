import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZBillingAddress,
  ZBillingAddressResponse,
  ZReceiptResponse,
  ZReceiptsPageResponse,
  ZReceiptsQuery,
} from '@charterline/shared/schemas/billing';
import { ZErrorEnvelope } from '@charterline/shared/schemas/envelope';
import { billingAddresses, companies, receipts } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { callerOf } from '../../plugins/auth';
import { getCurrentCompany, requestedCompanyId } from '../companies/current-company';
import { renderReceiptPdf } from './receipt-pdf';

const SORT_COLUMNS = {
  id: receipts.id,
  issuedAt: receipts.issuedAt,
  total: receipts.total,
} as const;
type TReceiptRow = typeof receipts.$inferSelect;

const toReceipt = (r: TReceiptRow) => ({
  id: String(r.id),
  number: r.number,
  issuedAt: r.issuedAt.toISOString(),
  total: r.total,
  currency: r.currency,
  items: r.lineItems.map((l) => ({ name: l.name, amount: l.amount })),
});

export const receiptsRoutes: FastifyPluginAsyncZod = async (app) => {
  const common = { tags: ['receipts'], security: [{ bearer: [] }] };
  const failures = {
    400: ZErrorEnvelope,
    401: ZErrorEnvelope,
    403: ZErrorEnvelope,
    404: ZErrorEnvelope,
  };
  const idParams = z.object({
    id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  });

  /** A receipt of one of the caller's companies, or 404: another's never shows. */
  const ownReceipt = async (userId: string, id: number) => {
    const [row] = await app.db
      .select({
        receipt: receipts,
        companyName: companies.companyName,
        nameType: companies.companyNameType,
      })
      .from(receipts)
      .innerJoin(companies, eq(companies.id, receipts.companyId))
      .where(and(eq(receipts.id, id), eq(companies.userId, userId)));
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  };

  app.get(
    '/client/company/v7/receipts/paged',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: "The company's receipts, paged (page 0, size 20, sort id,desc by default)",
        querystring: ZReceiptsQuery.extend({ companyId: z.uuid().optional() }),
        response: { 200: ZReceiptsPageResponse, ...failures },
      },
    },
    async (request) => {
      const { page, size, sort, companyId } = request.query;
      const company = await getCurrentCompany(
        app.db,
        callerOf(request).userId,
        companyId ?? requestedCompanyId(request),
      );
      const [field, direction] = sort.split(',') as [keyof typeof SORT_COLUMNS, 'asc' | 'desc'];
      const order = direction === 'asc' ? asc(SORT_COLUMNS[field]) : desc(SORT_COLUMNS[field]);
      const where = eq(receipts.companyId, company.id);
      const [rows, [count]] = await Promise.all([
        app.db
          .select()
          .from(receipts)
          .where(where)
          .orderBy(order, desc(receipts.id))
          .limit(size)
          .offset(page * size),
        app.db
          .select({ n: sql<number>`count(*)::int` })
          .from(receipts)
          .where(where),
      ]);
      const totalElements = count?.n ?? 0;
      return {
        status: 'success' as const,
        data: {
          content: rows.map(toReceipt),
          page,
          size,
          totalElements,
          totalPages: Math.ceil(totalElements / size),
        },
      };
    },
  );

  app.post(
    '/client/company/v7/receipts/:id/regenerate',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: 'Regenerate a receipt (with the current billing address)',
        params: idParams,
        response: { 200: ZReceiptResponse, ...failures },
      },
    },
    async (request) => {
      const { receipt } = await ownReceipt(callerOf(request).userId, request.params.id);
      const [address] = await app.db
        .select()
        .from(billingAddresses)
        .where(eq(billingAddresses.companyId, receipt.companyId));
      const [updated] = await app.db
        .update(receipts)
        .set({
          regeneratedAt: new Date(),
          billingAddress: address?.address ?? receipt.billingAddress,
        })
        .where(eq(receipts.id, receipt.id))
        .returning();
      return { status: 'success' as const, data: toReceipt(updated ?? receipt) };
    },
  );

  for (const kind of ['receipt', 'invoice'] as const) {
    app.get(
      `/client/company/v7/${kind}/:id/download`,
      {
        onRequest: app.authenticate,
        schema: {
          ...common,
          summary: `Download a ${kind} as PDF (404 for another customer's)`,
          params: idParams,
        },
      },
      async (request, reply) => {
        const { receipt, companyName, nameType } = await ownReceipt(
          callerOf(request).userId,
          request.params.id,
        );
        const pdf = await renderReceiptPdf({
          kind: kind === 'receipt' ? 'Receipt' : 'Invoice',
          number: receipt.number,
          issuedAt: receipt.issuedAt,
          total: receipt.total,
          lineItems: receipt.lineItems,
          billingAddress: receipt.billingAddress,
          companyName: companyName ? `${companyName} ${nameType ?? ''}`.trim() : 'Your new company',
          appName: app.config.APP_NAME,
        });
        // The number is ours (CL-000123), so the file name is safe as it is.
        return reply
          .type('application/pdf')
          .header(
            'content-disposition',
            `attachment; filename="${kind}-${receipt.number.replace(/[^\w-]/g, '')}.pdf"`,
          )
          .send(Buffer.from(pdf));
      },
    );
  }

  app.get(
    '/client/company/v7/billing-address',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: "The company's billing address (null until given)",
        querystring: z.object({ companyId: z.uuid().optional() }),
        response: { 200: ZBillingAddressResponse, ...failures },
      },
    },
    async (request) => {
      const company = await getCurrentCompany(
        app.db,
        callerOf(request).userId,
        request.query.companyId ?? requestedCompanyId(request),
      );
      const [row] = await app.db
        .select()
        .from(billingAddresses)
        .where(eq(billingAddresses.companyId, company.id));
      return { status: 'success' as const, data: row?.address ?? null };
    },
  );

  app.post(
    '/client/company/v7/billing-address',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: 'Set the billing address printed on receipts',
        body: ZBillingAddress.extend({ companyId: z.uuid().optional() }),
        response: { 200: ZBillingAddressResponse, ...failures },
      },
    },
    async (request) => {
      const { companyId, ...address } = request.body;
      const company = await getCurrentCompany(
        app.db,
        callerOf(request).userId,
        companyId ?? requestedCompanyId(request),
      );
      await app.db
        .insert(billingAddresses)
        .values({ companyId: company.id, address })
        .onConflictDoUpdate({
          target: billingAddresses.companyId,
          set: { address, updatedAt: new Date() },
        });
      return { status: 'success' as const, data: address };
    },
  );
};
