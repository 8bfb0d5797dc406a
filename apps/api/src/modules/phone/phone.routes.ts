import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminPhoneRoutes } from './admin-phone.routes';
import { phoneLineRoutes } from './phone-line.routes';
import { twilioWebhooksRoutes } from './twilio-webhooks.routes';

/** Communication, phone (issue 23, decision 0154): the line, texts, calls, webhooks, staff. */
export const phoneRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(phoneLineRoutes);
  await app.register(twilioWebhooksRoutes);
  await app.register(adminPhoneRoutes);
};
