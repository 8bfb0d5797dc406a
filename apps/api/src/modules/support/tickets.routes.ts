import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The customer's tickets: list, open, read, reply, resolve, close, reopen, rate (helper A). */
export const ticketsRoutes: FastifyPluginAsyncZod = async () => {};
