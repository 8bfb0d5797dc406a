import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminSupportRoutes } from './admin-support.routes';
import { helpRoutes } from './help.routes';
import { supportAttachmentsRoutes } from './attachments.routes';
import { ticketsRoutes } from './tickets.routes';

/** Support (issue 24, decision 0160): tickets, attachments, help articles, staff's side. */
export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(ticketsRoutes);
  await app.register(supportAttachmentsRoutes);
  await app.register(helpRoutes);
  await app.register(adminSupportRoutes);
};
