import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountsRoutes } from './bank-accounts.routes';
import { categoriesRoutes } from './categories.routes';
import { overviewRoutes } from './overview.routes';
import { rulesRoutes } from './rules.routes';
import { transactionLinksRoutes } from './transaction-links.routes';
import { transactionsRoutes } from './transactions.routes';

/** The ledger (helper B of issue 22): accounts, categories, rules, transactions, overview. */
export const ledgerRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(accountsRoutes);
  await app.register(categoriesRoutes);
  await app.register(rulesRoutes);
  await app.register(transactionsRoutes);
  await app.register(transactionLinksRoutes);
  await app.register(overviewRoutes);
};
