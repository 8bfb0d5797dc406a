import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TCompanyChange } from '@charterline/shared/schemas/company-changes';
import { companies, referenceChangeFilings } from '../src/db/schema';
import { formedCustomer } from './compliance-helpers';

type THeaders = Record<string, string>;

/** Reference rows of the tests' own (a state's real ones are seeded from 20C's research). */
export const TEST_FILINGS = {
  LEGAL_NAME: { required: true, form: 'Articles of Amendment', fee: 6_000 },
  PRINCIPAL_ADDRESS: { required: false, form: null, fee: null },
  MANAGERS: { required: true, form: 'Articles of Amendment', fee: null },
  MEMBERS: { required: false, form: null, fee: null },
  REGISTERED_AGENT: { required: true, form: 'Statement of Change of Registered Agent', fee: 0 },
  CLOSURE: { required: true, form: 'Articles of Dissolution', fee: 6_000 },
} as const;

/** Upserts TEST_FILINGS for `state` and removes its REINSTATEMENT row (unknown: staff confirm). */
export const givenChangeFilings = async (app: FastifyInstance, state: string): Promise<void> => {
  for (const [kind, row] of Object.entries(TEST_FILINGS)) {
    const values = {
      ...row,
      sourceUrl: `https://sos.example/${kind}`,
      evidence: 'primary',
      note: null,
    };
    await app.db
      .insert(referenceChangeFilings)
      .values({ state, kind, ...values })
      .onConflictDoUpdate({
        target: [referenceChangeFilings.state, referenceChangeFilings.kind],
        set: values,
      });
  }
  await app.db
    .delete(referenceChangeFilings)
    .where(eq(referenceChangeFilings.kind, 'REINSTATEMENT'));
};

/** A customer whose Wyoming LLC "Acme LLC" is formed and completed, owned by one member. */
export const formedLlc = async (app: FastifyInstance) => {
  const customer = await formedCustomer(app, {
    state: 'WY',
    formationDate: '2025-03-15',
    owners: ['US'],
  });
  await app.db
    .update(companies)
    .set({ companyNameType: 'LLC', companyStatus: 'COMPLETED', businessPurpose: 'Consulting' })
    .where(eq(companies.id, customer.company.id));
  return customer;
};

/** The company's row as it stands. */
export const companyRow = async (app: FastifyInstance, id: string) => {
  const [row] = await app.db.select().from(companies).where(eq(companies.id, id));
  if (!row) throw new Error('no company');
  return row;
};

/** The Changes calls as the web app makes them; `asked` expects the 201. */
export const changeCalls = (app: () => FastifyInstance) => {
  const url = '/api/client/company/v7/company-changes';
  const create = (headers: THeaders, change: object, query = '') =>
    app().inject({ method: 'POST', url: `${url}${query}`, headers, payload: { change } });
  return {
    create,
    asked: async (headers: THeaders, change: object): Promise<TCompanyChange> => {
      const res = await create(headers, change);
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data as TCompanyChange;
    },
    options: (headers: THeaders, query = '') =>
      app().inject({ method: 'GET', url: `${url}/options${query}`, headers }),
    list: (headers: THeaders, query = '') =>
      app().inject({ method: 'GET', url: `${url}${query}`, headers }),
    cancel: (headers: THeaders, id: string, query = '') =>
      app().inject({ method: 'POST', url: `${url}/${id}/cancel${query}`, headers }),
  };
};
