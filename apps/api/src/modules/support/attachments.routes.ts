import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Attachments: upload before sending, download (helper A). */
export const supportAttachmentsRoutes: FastifyPluginAsyncZod = async () => {};
