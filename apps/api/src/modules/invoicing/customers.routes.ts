import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZCustomerIdParams,
  ZCustomerListQuery,
  ZInvoiceCustomerInput,
  ZInvoiceCustomerResponse,
  ZInvoiceCustomersResponse,
} from '@charterline/shared/schemas/invoicing';
import {
  archiveCustomer,
  changeCustomer,
  createCustomer,
  readCustomer,
  searchCustomers,
} from './manage-customers';
import { INVOICING_FAILURES, INVOICING_SCOPED } from './invoicing-route-options';
import { companyCallerOf } from '../../lib/http/caller';
import { ok, ZDoneResponse } from '../../lib/http/route-kit';

const BASE = '/client/company/v7/invoicing/customers';

/** The LLC's own customers (issue 21): search, add, change, archive. */
export const invoiceCustomersRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every route here is signed in: the hook admits a valid, unrevoked token (plugins/auth.ts).
  app.addHook('onRequest', app.authenticate);
  app.get(
    BASE,
    {
      schema: {
        ...INVOICING_SCOPED,
        summary: 'The customers (not archived), by name; `q` searches name and e-mail',
        querystring: ZCustomerListQuery,
        response: { 200: ZInvoiceCustomersResponse, ...INVOICING_FAILURES },
      },
    },
    async (request) =>
      ok(await searchCustomers(app.db, { ...companyCallerOf(request), q: request.query.q })),
  );

  app.post(
    BASE,
    {
      schema: {
        ...INVOICING_SCOPED,
        summary: 'Add a customer (the company must be formed)',
        body: ZInvoiceCustomerInput,
        response: { 201: ZInvoiceCustomerResponse, ...INVOICING_FAILURES },
      },
    },
    async (request, reply) => {
      const data = await createCustomer(app.db, {
        ...companyCallerOf(request),
        customer: request.body,
        now: new Date(),
      });
      return reply.code(201).send(ok(data));
    },
  );

  app.get(
    `${BASE}/:id`,
    {
      schema: {
        ...INVOICING_SCOPED,
        summary: 'One customer',
        params: ZCustomerIdParams,
        response: { 200: ZInvoiceCustomerResponse, ...INVOICING_FAILURES },
      },
    },
    async (request) =>
      ok(
        await readCustomer(app.db, {
          ...companyCallerOf(request),
          customerId: request.params.id,
        }),
      ),
  );

  app.patch(
    `${BASE}/:id`,
    {
      schema: {
        ...INVOICING_SCOPED,
        summary: 'Change a customer (finalised invoices keep the details they were issued with)',
        params: ZCustomerIdParams,
        body: ZInvoiceCustomerInput,
        response: { 200: ZInvoiceCustomerResponse, ...INVOICING_FAILURES },
      },
    },
    async (request) =>
      ok(
        await changeCustomer(app.db, {
          ...companyCallerOf(request),
          customerId: request.params.id,
          customer: request.body,
          now: new Date(),
        }),
      ),
  );

  app.delete(
    `${BASE}/:id`,
    {
      schema: {
        ...INVOICING_SCOPED,
        summary: 'Archive a customer (gone from the list, kept on their invoices)',
        params: ZCustomerIdParams,
        response: {
          200: ZDoneResponse,
          ...INVOICING_FAILURES,
        },
      },
    },
    async (request) => {
      await archiveCustomer(app.db, {
        ...companyCallerOf(request),
        customerId: request.params.id,
        now: new Date(),
      });
      return { status: 'success' as const, message: 'Customer archived.' };
    },
  );
};
