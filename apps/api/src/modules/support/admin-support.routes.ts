import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Staff's side for npm run ops -- tickets (helper C). */
export const adminSupportRoutes: FastifyPluginAsyncZod = async () => {};
