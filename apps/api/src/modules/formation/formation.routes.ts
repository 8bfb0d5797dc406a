import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAllowedStatesResponse } from '@charterline/shared/schemas/formation';
import { listAllowedStates } from './list-allowed-states';

export const formationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/client/company/v7/formation/allowed-states',
    {
      schema: {
        tags: ['formation'],
        summary: 'The 50 states and DC with their LLC fees (cents) and sources',
        response: { 200: ZAllowedStatesResponse },
      },
    },
    async () => ({ status: 'success' as const, data: await listAllowedStates(app.db) }),
  );
};
