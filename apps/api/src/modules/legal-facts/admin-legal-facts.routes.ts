import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successEnvelope } from '@charterline/shared/schemas/envelope';
import { ZLegalFact } from '@charterline/shared/schemas/legal-facts';
import { ADMIN_COMMON, ADMIN_FAILURES } from '../../lib/http/staff';
import { readLegalFacts } from './legal-facts.repository';
import { presentFact } from './present-fact';
import { staleFacts } from './stale-facts';

const ZFactsQuery = z.object({
  /** Only the facts last checked more than a year before `asOf` (default today). */
  stale: z.enum(['true', 'false']).optional(),
  /** YYYY-MM-DD: the day staleness is judged on (default today). */
  asOf: z.iso.date().optional(),
  /** A state's code, or US for the federal facts. */
  jurisdiction: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'a two-letter code such as WY, or US')
    .transform((v) => v.toUpperCase())
    .optional(),
});

/** Staff read the facts table (`npm run ops -- facts`, `facts stale`). */
export const adminLegalFactsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every route here is staff's: the hook admits an admin's token only (plugins/auth.ts).
  app.addHook('onRequest', app.requireAdmin);
  app.get(
    '/ops/v1/legal-facts',
    {
      schema: {
        ...ADMIN_COMMON,
        summary:
          'The facts about the law the product shows, with source and date checked (stale: checked over a year ago)',
        querystring: ZFactsQuery,
        response: { 200: successEnvelope(z.array(ZLegalFact)), ...ADMIN_FAILURES },
      },
    },
    async (request) => {
      const { stale, asOf, jurisdiction } = request.query;
      const all = [...(await readLegalFacts(app.db)).values()].filter(
        (f) => !jurisdiction || f.jurisdiction === jurisdiction,
      );
      const listed =
        stale === 'true' ? staleFacts(all, asOf ? new Date(`${asOf}T00:00:00Z`) : new Date()) : all;
      return { status: 'success' as const, data: listed.map(presentFact) };
    },
  );
};
