import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_TYPES } from '@charterline/shared/enums';
import { BUNDLED_ONBOARDING_KEY } from '../../db/catalogue';
import { companies } from '../../db/schema';
import { createSignedInUser } from '../../../test/auth-helpers';
import { createTestApp, testDatabaseKind, type TTestApp } from '../../../test/test-app';

describe(`catalogue and prices (${testDatabaseKind()})`, () => {
  let t: TTestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    headers = (await createSignedInUser(t.app)).headers;
  });
  afterAll(() => t.close());
  const get = (url: string) => t.app.inject({ url: `/api/client/v9/billing${url}`, headers });

  it('offers every product type of the spec, filterable', async () => {
    // A business that already exists may be formed abroad: it is offered everything.
    await t.app.db.update(companies).set({ businessType: 'EXISTING' });
    const all = (await get('/products')).json().data as { productType: string; price: number }[];
    expect(new Set(all.map((p) => p.productType))).toEqual(new Set(PRODUCT_TYPES));
    expect(all.every((p) => Number.isInteger(p.price))).toBe(true);
    const tax = (await get('/products?category=tax')).json().data as { category: string }[];
    expect(tax.length).toBeGreaterThan(0);
    expect(tax.every((p) => p.category === 'tax')).toBe(true);
    const ein = (await get('/products?productType=EIN')).json().data;
    expect(ein).toHaveLength(1);
    const one = await get(`/products/${ein[0].id}`);
    expect(one.json().data.productKey).toBe('ein');
    expect((await get('/products/category/mail')).json().data.length).toBeGreaterThan(0);
    expect((await get('/products?productType=NOPE')).statusCode).toBe(400);
    expect((await get('/products/00000000-0000-0000-0000-000000000000')).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/client/v9/billing/products' })).statusCode).toBe(401);
  });

  it("prices a formation basket with the state's formation filing and the yearly cost", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/client/v9/billing/products/calculate-price',
      headers,
      payload: { items: [BUNDLED_ONBOARDING_KEY, 'ein-expedited', 'bookkeeping'], state: 'wy' },
    });
    expect(res.statusCode).toBe(200);
    const price = res.json().data;
    expect(price.subtotal).toBe(29_900 + 14_900 + 99_900);
    expect(price.stateFee).toBe(10_000); // Wyoming: the $100 filing (its $60 report is due later)
    expect(price.total).toBe(price.subtotal + price.stateFee);
    // Issue 18: every renewal the basket implies, the bundle's registered agent and mailing
    // address (free in year one only) included, each named, the state's with its source.
    expect(price.yearlyBreakdown).toEqual([
      { name: 'Registered agent renewal', amount: 9_900, source: null },
      { name: 'Bookkeeping', amount: 99_900, source: null },
      { name: 'Mailing address renewal', amount: 14_900, source: null },
      {
        name: 'Wyoming annual report and state tax',
        amount: 6_000,
        source: 'https://sos.wyo.gov/Business/StartABusiness.aspx',
      },
    ]);
    expect(price.yearlyAfterFirstYear).toBe(9_900 + 14_900 + 99_900 + 6_000);
    expect(price.lineItems.at(-1)).toEqual({
      productKey: 'state-fee-WY',
      name: 'Wyoming formation filing (Articles of Organization)',
      amount: 10_000,
      kind: 'state_fee',
    });
  });

  it("uses the company's state, and refuses unknown products and another's company", async () => {
    const me = await createSignedInUser(t.app);
    const other = await createSignedInUser(t.app);
    await t.app.db.update(companies).set({ state: 'DE' });
    const calc = (payload: object, h = me.headers) =>
      t.app.inject({
        method: 'POST',
        url: '/api/client/v9/billing/products/calculate-price',
        headers: h,
        payload,
      });
    expect((await calc({ items: ['state-filing'] })).json().data.stateFee).toBe(9_000); // Delaware's $90 filing; its $300 tax is due later
    expect((await calc({ items: ['ein'] })).json().data.stateFee).toBe(0);
    const unknown = await calc({ items: ['no-such-thing'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0]).toMatchObject({
      code: 'PRODUCT_NOT_AVAILABLE',
      field: 'items',
    });
    const theirs = await calc({ items: ['ein'], companyId: other.company.id });
    expect(theirs.statusCode).toBe(403);
  });

  it('does not offer BOI filing to a company we form in the US', async () => {
    const fresh = await createSignedInUser(t.app); // a new business
    const list = await t.app.inject({
      url: '/api/client/v9/billing/products',
      headers: fresh.headers,
    });
    const types = (list.json().data as { productType: string }[]).map((p) => p.productType);
    expect(types).not.toContain('BOI_FILING');
    expect(new Set(types)).toEqual(new Set(PRODUCT_TYPES.filter((t) => t !== 'BOI_FILING')));
    const boi = await t.app.inject({
      method: 'POST',
      url: '/api/client/v9/billing/products/calculate-price',
      headers: fresh.headers,
      payload: { items: ['boi-filing'] },
    });
    expect(boi.statusCode).toBe(400);
    expect(boi.json().errors[0].code).toBe('PRODUCT_NOT_AVAILABLE');
  });
});
