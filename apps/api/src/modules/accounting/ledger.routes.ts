import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Placeholder replaced by its owner in issue 22's build. */
export const ledgerRoutes: FastifyPluginAsyncZod = async () => {};
