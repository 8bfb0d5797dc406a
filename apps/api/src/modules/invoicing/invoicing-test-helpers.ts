import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { TInvoice, TInvoiceDraftInput } from '@charterline/shared/schemas/invoicing';
import { companies } from '../../db/schema';
import { createSignedInUser } from '../../../test/auth-helpers';

type THeaders = Record<string, string>;

/** A customer whose company is formed (COMPLETED), named so the default prefix is "NC". */
export const formedInvoicer = async (app: FastifyInstance, companyName = 'Nube Clara') => {
  const user = await createSignedInUser(app);
  await app.db
    .update(companies)
    .set({ companyName, companyNameType: 'LLC', companyStatus: 'COMPLETED', ein: '12-3456789' })
    .where(eq(companies.id, user.company.id));
  return user;
};

/** Calls the API as `headers`; `expectStatus` throws with the body when another answers. */
export const invoicingCalls = (app: () => FastifyInstance, headers: THeaders) => {
  const call = (method: string, url: string, payload?: object) =>
    app().inject({
      method: method as 'GET',
      url: `/api/client/company/v7${url}`,
      headers,
      ...(payload ? { payload } : {}),
    });
  const data = async <T>(method: string, url: string, payload?: object, status = 200) => {
    const res = await call(method, url, payload);
    if (res.statusCode !== status) {
      throw new Error(`${method} ${url} → ${res.statusCode} ${res.body}`);
    }
    return res.json().data as T;
  };
  const customer = (name = 'Ana Souza', email = 'ana@example.com') =>
    data<{ id: string }>('POST', '/invoicing/customers', { name, email }, 201);
  const draft = (customerId: string, overrides: Partial<TInvoiceDraftInput> = {}) =>
    data<TInvoice>(
      'POST',
      '/invoices',
      {
        customerId,
        terms: 'net_30',
        lines: [{ description: 'Design work', quantity: 1, unitPrice: 10_000, taxRate: 0 }],
        ...overrides,
      },
      201,
    );
  const finalize = (id: string) => data<TInvoice>('POST', `/invoices/${id}/finalize`);
  return { call, data, customer, draft, finalize };
};
