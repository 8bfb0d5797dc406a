import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminBooksRoutes } from './bookkeeping/admin-books.routes';
import { importsRoutes } from './import/imports.routes';
import { ledgerRoutes } from './ledger.routes';
import { reportsRoutes } from './reports/reports.routes';

/** Accounting (issue 22, decisions 0145–0150): accounts, ledger, rules, imports and reports. */
export const accountingRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(ledgerRoutes);
  await app.register(importsRoutes);
  await app.register(reportsRoutes);
  // The bookkeepers' staff routes (decision 0150).
  await app.register(adminBooksRoutes);
};
