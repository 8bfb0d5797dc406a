import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZBillingAddress,
  ZReceiptsPage,
  ZReceiptsQuery,
} from '@charterline/shared/schemas/billing';
import { successEnvelope, ZErrorEnvelope } from '@charterline/shared/schemas/envelope';
import { billingAddresses, receipts } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { callerOf } from '../../plugins/auth';
import { resolveCompany } from '../companies/resolve-company';
import { pdfFileName, renderReceiptPdf } from './receipt-pdf';

const ZCompanyQuery = z.object({ companyId: z.uuid().optional() });
const errors = {
  400: ZErrorEnvelope,
  401: ZErrorEnvelope,
  403: ZErrorEnvelope,
  404: ZErrorEnvelope,
};
const SORT_COLUMNS = { id: receipts.id, issuedAt: receipts.issuedAt, total: receipts.total };

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

  /** The caller's receipt, else 404: another customer's receipt is not disclosed. */
  const ownReceipt = async (userId: string, id: string): Promise<TReceiptRow> => {
    if (!/^\d{1,15}$/.test(id)) throw new AppError('NOT_FOUND');
    const [row] = await app.db
      .select()
      .from(receipts)
      .where(eq(receipts.id, Number(id)));
    if (!row) throw new AppError('NOT_FOUND');
    await resolveCompany(app.db, userId, row.companyId, { otherIs: 'NOT_FOUND' });
    return row;
  };

  app.get(
    '/client/company/v7/receipts/paged',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: "The company's receipts, paged (page 0, size 20, sort id,desc by default)",
        querystring: ZReceiptsQuery.extend(ZCompanyQuery.shape),
        response: { 200: successEnvelope(ZReceiptsPage), ...errors },
      },
    },
    async (request) => {
      const { page, size, sort, companyId } = request.query;
      const company = await resolveCompany(app.db, callerOf(request).userId, companyId);
      const [field, direction] = sort.split(',') as [keyof typeof SORT_COLUMNS, 'asc' | 'desc'];
      const column = SORT_COLUMNS[field];
      const where = eq(receipts.companyId, company.id);
      const rows = await app.db
        .select()
        .from(receipts)
        .where(where)
        .orderBy(direction === 'asc' ? asc(column) : desc(column), desc(receipts.id))
        .limit(size)
        .offset(page * size);
      const [total] = await app.db.select({ n: count() }).from(receipts).where(where);
      const totalElements = Number(total?.n ?? 0);
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
        summary: "Regenerates a receipt's document with the current billing address",
        params: z.object({ id: z.string().max(20) }),
        response: { 200: successEnvelope(z.object({ id: z.string() })), ...errors },
      },
    },
    async (request) => {
      const row = await ownReceipt(callerOf(request).userId, request.params.id);
      const [address] = await app.db
        .select()
        .from(billingAddresses)
        .where(eq(billingAddresses.companyId, row.companyId));
      await app.db
        .update(receipts)
        .set({ billingAddress: address?.address ?? row.billingAddress, regeneratedAt: new Date() })
        .where(and(eq(receipts.id, row.id), eq(receipts.companyId, row.companyId)));
      return { status: 'success' as const, data: { id: String(row.id) } };
    },
  );

  for (const kind of ['receipt', 'invoice'] as const) {
    app.get(
      `/client/company/v7/${kind}/:id/download`,
      {
        onRequest: app.authenticate,
        schema: {
          ...common,
          summary: `The ${kind} as a PDF`,
          params: z.object({ id: z.string().max(20) }),
          response: {
            200: z.any().describe('application/pdf'),
            400: ZErrorEnvelope,
            401: ZErrorEnvelope,
            404: ZErrorEnvelope,
          },
        },
      },
      async (request, reply) => {
        const userId = callerOf(request).userId;
        const row = await ownReceipt(userId, request.params.id);
        const company = await resolveCompany(app.db, userId, row.companyId, {
          otherIs: 'NOT_FOUND',
        });
        const pdf = await renderReceiptPdf({
          kind: kind === 'receipt' ? 'Receipt' : 'Invoice',
          number: row.number,
          issuedAt: row.issuedAt,
          lineItems: row.lineItems,
          total: row.total,
          currency: row.currency,
          billingAddress: row.billingAddress,
          companyName: company.companyName,
        });
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `inline; filename="${pdfFileName(kind, row.number)}"`)
          .header('cache-control', 'private, no-store')
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
        summary: "The company's billing address (null when none is saved)",
        querystring: ZCompanyQuery,
        response: { 200: successEnvelope(ZBillingAddress.nullable()), ...errors },
      },
    },
    async (request) => {
      const company = await resolveCompany(
        app.db,
        callerOf(request).userId,
        request.query.companyId,
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
        summary: "Saves the company's billing address",
        querystring: ZCompanyQuery,
        body: ZBillingAddress,
        response: { 200: successEnvelope(ZBillingAddress), ...errors },
      },
    },
    async (request) => {
      const company = await resolveCompany(
        app.db,
        callerOf(request).userId,
        request.query.companyId,
      );
      const address = request.body;
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
