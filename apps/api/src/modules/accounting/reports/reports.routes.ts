import contentDisposition from 'content-disposition';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  ZCashReportResponse,
  ZForm5472Query,
  ZForm5472SummaryResponse,
  ZProfitAndLossResponse,
  ZReportQuery,
} from '@charterline/shared/schemas/accounting';
import {
  ACCOUNTING_BASE,
  ACCOUNTING_COMMON,
  ACCOUNTING_FAILURES,
} from '../accounting-route-options';
import { companyCallerOf } from '../../../lib/http/caller';
import { ok } from '../../../lib/http/route-kit';
import { renderPdf } from '../../../lib/pdf-pool';
import { cashReport } from './cash-report';
import { form5472Summary } from './form-5472';
import { profitAndLoss } from './profit-and-loss';
import { reportBooks } from './report-books';
import { companyLegalName, reportMonths } from './report-period';
import { cashCsv, form5472Csv, pnlCsv } from './reports-csv';

const BASE = `${ACCOUNTING_BASE}/reports`;

const sendFile = (reply: FastifyReply, type: string, fileName: string, body: string | Buffer) =>
  reply
    .type(type)
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', contentDisposition(fileName))
    .send(body);

const CSV = 'text/csv; charset=utf-8';
type TReport = z.output<typeof ZReportQuery>;

/** Reports (issue 22, decision 0149): profit and loss, cash, the Form 5472 summary and exports. */
export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every route here is signed in: the hook admits a valid, unrevoked token (plugins/auth.ts).
  app.addHook('onRequest', app.authenticate);

  const pnlOf = async (request: FastifyRequest, q: TReport) => {
    const months = reportMonths(q.from, q.to);
    const company = await reportBooks(app.db, companyCallerOf(request));
    return { company, pnl: await profitAndLoss(app.db, company.id, q, months) };
  };
  const cashOf = async (request: FastifyRequest, q: TReport) => {
    const months = reportMonths(q.from, q.to);
    const company = await reportBooks(app.db, companyCallerOf(request));
    return cashReport(app.db, company.id, q, months);
  };
  const summaryOf = async (request: FastifyRequest, year: number) => {
    const company = await reportBooks(app.db, companyCallerOf(request));
    return form5472Summary(app.db, company, year);
  };
  const fileRoute = <Q extends z.ZodType>(summary: string, querystring: Q) => ({
    schema: {
      ...ACCOUNTING_COMMON,
      summary,
      querystring,
      response: { 200: z.string(), ...ACCOUNTING_FAILURES },
    },
  });

  app.get(
    `${BASE}/pnl`,
    {
      schema: {
        ...ACCOUNTING_COMMON,
        summary:
          'Profit and loss of a period (at most 24 months) in one currency: categories by month, section totals, net profit',
        querystring: ZReportQuery,
        response: { 200: ZProfitAndLossResponse, ...ACCOUNTING_FAILURES },
      },
    },
    async (request) => ok((await pnlOf(request, request.query)).pnl),
  );

  app.get(
    `${BASE}/pnl.csv`,
    fileRoute('The profit and loss as CSV (text/csv)', ZReportQuery),
    async (request, reply) => {
      const { pnl } = await pnlOf(request, request.query);
      return sendFile(reply, CSV, `profit-and-loss-${pnl.from}-${pnl.to}.csv`, pnlCsv(pnl));
    },
  );

  app.get(
    `${BASE}/pnl.pdf`,
    {
      schema: {
        ...ACCOUNTING_COMMON,
        summary: 'The profit and loss as a PDF (application/pdf)',
        querystring: ZReportQuery,
      },
    },
    async (request, reply) => {
      const { company, pnl } = await pnlOf(request, request.query);
      const pdf = await renderPdf('pnl', pnl, companyLegalName(company), new Date());
      return sendFile(reply, 'application/pdf', `profit-and-loss-${pnl.from}-${pnl.to}.pdf`, pdf);
    },
  );

  app.get(
    `${BASE}/cash`,
    {
      schema: {
        ...ACCOUNTING_COMMON,
        summary:
          'Account balances in one currency at each month end of a period (at most 24 months)',
        querystring: ZReportQuery,
        response: { 200: ZCashReportResponse, ...ACCOUNTING_FAILURES },
      },
    },
    async (request) => ok(await cashOf(request, request.query)),
  );

  app.get(
    `${BASE}/cash.csv`,
    fileRoute('The cash report as CSV (text/csv)', ZReportQuery),
    async (request, reply) => {
      const cash = await cashOf(request, request.query);
      return sendFile(reply, CSV, `cash-${cash.from}-${cash.to}.csv`, cashCsv(cash));
    },
  );

  app.get(
    `${BASE}/form-5472`,
    {
      schema: {
        ...ACCOUNTING_COMMON,
        summary:
          'Form 5472 summary of a tax year: transactions with the foreign owner by line, per currency',
        querystring: ZForm5472Query,
        response: { 200: ZForm5472SummaryResponse, ...ACCOUNTING_FAILURES },
      },
    },
    async (request) => ok(await summaryOf(request, request.query.year)),
  );

  app.get(
    `${BASE}/form-5472.csv`,
    fileRoute('The Form 5472 summary as CSV (text/csv)', ZForm5472Query),
    async (request, reply) => {
      const summary = await summaryOf(request, request.query.year);
      return sendFile(reply, CSV, `form-5472-${summary.year}.csv`, form5472Csv(summary));
    },
  );

  app.get(
    `${BASE}/form-5472.pdf`,
    {
      schema: {
        ...ACCOUNTING_COMMON,
        summary: 'The Form 5472 summary as a PDF for the preparer (application/pdf)',
        querystring: ZForm5472Query,
      },
    },
    async (request, reply) => {
      const summary = await summaryOf(request, request.query.year);
      const pdf = await renderPdf('form5472', summary, new Date());
      return sendFile(reply, 'application/pdf', `form-5472-${summary.year}.pdf`, pdf);
    },
  );
};
