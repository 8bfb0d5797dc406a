import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Help articles and business hours (helper B). */
export const helpRoutes: FastifyPluginAsyncZod = async () => {};
