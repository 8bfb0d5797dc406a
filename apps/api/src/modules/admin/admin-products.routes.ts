import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successEnvelope } from '@charterline/shared/schemas/envelope';
import { listAllProducts } from './admin.repository';
import { ADMIN_COMMON, ADMIN_FAILURES } from '../../lib/http/staff';
import { editProduct } from './edit-product';

const ZOpsProduct = z.object({
  productKey: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.number().int(),
  interval: z.string(),
  active: z.boolean(),
});

export const adminProductsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every route here is staff's: the hook admits an admin's token only (plugins/auth.ts).
  app.addHook('onRequest', app.requireAdmin);
  app.get(
    '/ops/v1/products',
    {
      schema: {
        ...ADMIN_COMMON,
        summary: 'The catalogue, active and inactive',
        response: { 200: successEnvelope(z.array(ZOpsProduct)), ...ADMIN_FAILURES },
      },
    },
    async () => ({ status: 'success' as const, data: await listAllProducts(app.db) }),
  );

  app.patch(
    '/ops/v1/products/:productKey',
    {
      schema: {
        ...ADMIN_COMMON,
        summary: 'Edit a product: price in cents, name, description, active',
        params: z.object({ productKey: z.string().min(1).max(80) }),
        body: z
          .object({
            price: z.number().int().min(0).max(10_000_000).optional(),
            name: z.string().trim().min(1).max(120).optional(),
            description: z.string().trim().min(1).max(500).optional(),
            active: z.boolean().optional(),
          })
          .refine((b) => Object.keys(b).length > 0, 'Nothing to change'),
        response: { 200: successEnvelope(ZOpsProduct), ...ADMIN_FAILURES },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await editProduct(app.database, {
        productKey: request.params.productKey,
        changes: request.body,
      }),
    }),
  );
};
