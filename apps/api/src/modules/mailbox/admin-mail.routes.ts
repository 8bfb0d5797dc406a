import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Placeholder of the foundation: filled by its helper (issue 23). */
export const adminMailRoutes: FastifyPluginAsyncZod = async () => {};
