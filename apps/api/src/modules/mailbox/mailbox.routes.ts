import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminMailRoutes } from './admin-mail.routes';
import { adminMailRequestsRoutes } from './admin-mail-requests.routes';
import { mailItemsRoutes } from './mail-items.routes';
import { mailRequestsRoutes } from './mail-requests.routes';
import { mailRulesRoutes } from './mail-rules.routes';

/** Communication, mail (issue 23, decision 0154): the inbox, requests, rules and staff's side. */
export const mailboxRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(mailItemsRoutes);
  await app.register(mailRequestsRoutes);
  await app.register(mailRulesRoutes);
  await app.register(adminMailRoutes);
  await app.register(adminMailRequestsRoutes);
};
