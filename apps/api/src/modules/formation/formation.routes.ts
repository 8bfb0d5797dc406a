import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAllowedStatesResponse } from '@charterline/shared/schemas/formation';
import { isoDayOf } from '../../lib/dates';
import { listAllowedStates } from './list-allowed-states';

export const formationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/client/company/v7/formation/allowed-states',
    {
      schema: {
        tags: ['formation'],
        summary:
          'The 50 states and DC with their LLC fees (cents) and sources, and the state costs of the first 12 months of a company formed today that checkout does not charge',
        response: { 200: ZAllowedStatesResponse },
      },
    },
    async () => ({
      status: 'success' as const,
      data: await listAllowedStates(app.db, isoDayOf(app.clock())),
    }),
  );
};
