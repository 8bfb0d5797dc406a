import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { asc } from 'drizzle-orm';
import { ZAllowedStatesResponse, type TAllowedState } from '@charterline/shared/schemas/formation';
import { referenceStates } from '../../db/schema';
import { firstYearStateCost, yearlyStateCost } from './state-costs';

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
    async () => {
      const rows = await app.db.select().from(referenceStates).orderBy(asc(referenceStates.name));
      const data: TAllowedState[] = rows.map(({ updatedAt: _updatedAt, ...row }) => ({
        ...row,
        firstYearStateCost: firstYearStateCost(row),
        yearlyStateCost: yearlyStateCost(row),
        currency: 'USD',
      }));
      return { status: 'success' as const, data };
    },
  );
};
