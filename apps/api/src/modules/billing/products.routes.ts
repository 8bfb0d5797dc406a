import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZCalculatePriceRequest,
  ZPriceResponse,
  ZProductResponse,
  ZProductsQuery,
  ZProductsResponse,
} from '@charterline/shared/schemas/billing';
import { ZErrorEnvelope } from '@charterline/shared/schemas/envelope';
import { AppError } from '../../lib/app-error';
import { cachedText, serializedBody } from '../../lib/cached-answer';
import { callerOf, requestedCompanyId } from '../../lib/http/caller';
import { getCurrentCompany, getCurrentOfferBasis } from '../companies';
import { assertNotOwned } from '../services';
import { catalogueOf, type TProductRow } from './catalogue-cache';
import { offerExclusions } from './offer-rules';
import { calculatePrice } from './pricing';
import { toProduct } from './product-view';
import { isoDayOf } from '../../lib/dates';

/** The tables a product list is read from: the catalogue and the caller's company. */
const PRODUCTS_TABLES = ['products', 'reference_states', 'companies'];

export const productsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every route here is signed in: the hook admits a valid, unrevoked token (plugins/auth.ts).
  app.addHook('onRequest', app.authenticate);
  // One query for the caller's company (four columns); the catalogue is this instance's copy.
  const offered = async (request: FastifyRequest) => {
    const [company, catalogue] = await Promise.all([
      getCurrentOfferBasis(app.db, callerOf(request).userId, requestedCompanyId(request)),
      catalogueOf(app.db),
    ]);
    return { catalogue, excluded: await offerExclusions(app.db, company, company.state) };
  };
  const list = async (request: FastifyRequest, keep: (row: TProductRow) => boolean) => {
    const { catalogue, excluded } = await offered(request);
    return catalogue.products
      .filter((r) => keep(r) && !excluded.includes(r.productType))
      .map(toProduct);
  };
  const common = { tags: ['billing'], security: [{ bearer: [] }] };

  app.get(
    '/client/v9/billing/products',
    {
      schema: {
        ...common,
        summary: 'The catalogue, optionally by category or product type',
        querystring: ZProductsQuery,
        response: { 200: ZProductsResponse, 400: ZErrorEnvelope, 401: ZErrorEnvelope },
      },
    },
    async (request, reply) => {
      const { category, productType } = request.query;
      // Asked for on every billing page. What is offered depends on the catalogue and on
      // the company's path and state: the written list is kept with the catalogue per
      // exclusions and filter, so a request costs the company's query and nothing more
      // (on PGlite the whole answer is also kept per caller until a table changes).
      const key = JSON.stringify([
        'products',
        callerOf(request).userId,
        requestedCompanyId(request),
        category,
        productType,
      ]);
      return cachedText(reply, key, PRODUCTS_TABLES, async () => {
        const { catalogue, excluded } = await offered(request);
        return catalogue.answer(JSON.stringify([excluded, category, productType]), () =>
          serializedBody(reply, {
            status: 'success' as const,
            data: catalogue.products
              .filter(
                (r) =>
                  !excluded.includes(r.productType) &&
                  (!category || r.category === category) &&
                  (!productType || r.productType === productType),
              )
              .map(toProduct),
          }),
        );
      });
    },
  );

  app.get(
    '/client/v9/billing/products/category/:category',
    {
      schema: {
        ...common,
        summary: 'The products of one category',
        params: z.object({ category: z.string().min(1).max(60) }),
        response: { 200: ZProductsResponse, 400: ZErrorEnvelope, 401: ZErrorEnvelope },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await list(request, (r) => r.category === request.params.category),
    }),
  );

  app.get(
    '/client/v9/billing/products/:id',
    {
      schema: {
        ...common,
        summary: 'One product',
        params: z.object({ id: z.uuid() }),
        response: {
          200: ZProductResponse,
          400: ZErrorEnvelope,
          401: ZErrorEnvelope,
          404: ZErrorEnvelope,
        },
      },
    },
    async (request) => {
      const [row] = await list(request, (r) => r.id === request.params.id);
      if (!row) throw new AppError('NOT_FOUND');
      return { status: 'success' as const, data: row };
    },
  );

  app.post(
    '/client/v9/billing/products/calculate-price',
    {
      schema: {
        ...common,
        summary: "Our price, the state's fees and the total, computed by the server",
        body: ZCalculatePriceRequest,
        response: {
          200: ZPriceResponse,
          400: ZErrorEnvelope,
          401: ZErrorEnvelope,
          403: ZErrorEnvelope,
          409: ZErrorEnvelope,
        },
      },
    },
    async (request) => {
      const company = await getCurrentCompany(
        app.db,
        callerOf(request).userId,
        request.body.companyId ?? requestedCompanyId(request),
      );
      const state = request.body.state ?? company.state;
      // Asked for one company (its offers), a product it has is refused as checkout would.
      if (request.body.companyId) await assertNotOwned(app.db, company, request.body.items);
      const price = await calculatePrice(app.db, {
        items: request.body.items,
        state,
        today: isoDayOf(app.clock()),
        excludeTypes: await offerExclusions(app.db, company, state),
      });
      return { status: 'success' as const, data: price };
    },
  );
};
