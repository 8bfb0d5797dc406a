import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZAddress } from '@charterline/shared/schemas/address';
import { successEnvelope } from '@charterline/shared/schemas/envelope';
import { AppError } from '../../lib/app-error';
import { findState } from '../legal-facts';
import { listAgentOffices, saveAgentOffice } from '../services';
import { ADMIN_COMMON, ADMIN_FAILURES } from '../../lib/http/staff';

const ZAgentOffice = z.object({
  state: z.string(),
  name: z.string(),
  address: ZAddress,
  updatedAt: z.string(),
});

const viewOf = (row: Awaited<ReturnType<typeof saveAgentOffice>>) => ({
  ...row,
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * Our registered agent's office in each state (issue 36 item 9, decision 0187): what the
 * profile and the company card show as the agent's address of every company we serve there.
 */
export const adminAgentOfficesRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every route here is staff's: the hook admits an admin's token only (plugins/auth.ts).
  app.addHook('onRequest', app.requireAdmin);
  app.get(
    '/ops/v1/agent-offices',
    {
      schema: {
        ...ADMIN_COMMON,
        summary: "Our registered agent's office in each state recorded",
        response: { 200: successEnvelope(z.array(ZAgentOffice)), ...ADMIN_FAILURES },
      },
    },
    async () => ({
      status: 'success' as const,
      data: (await listAgentOffices(app.db)).map(viewOf),
    }),
  );

  app.put(
    '/ops/v1/agent-offices/:state',
    {
      schema: {
        ...ADMIN_COMMON,
        summary: "Record our registered agent's name and street address in a state",
        params: z.object({ state: z.string().trim().length(2, 'A state is its two letters') }),
        body: z.object({
          name: z.string().trim().min(2, 'Give the agent’s name as the state has it').max(200),
          address: ZAddress,
        }),
        response: { 200: successEnvelope(ZAgentOffice), ...ADMIN_FAILURES },
      },
    },
    async (request) => {
      const state = request.params.state.toUpperCase();
      if (!(await findState(app.db, state)))
        throw new AppError('INVALID_STATE', { field: 'state' });
      if (
        request.body.address.country !== 'US' ||
        request.body.address.region?.toUpperCase() !== state
      ) {
        throw new AppError('VALIDATION_ERROR', {
          field: 'address',
          message: `A registered agent's office is a street address in ${state}.`,
        });
      }
      const row = await saveAgentOffice(app.db, { state, ...request.body }, new Date());
      return { status: 'success' as const, data: viewOf(row) };
    },
  );
};
