import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUNDLED_ONBOARDING_KEY } from '../../db/catalogue';
import { createSignedInUser } from '../../../test/auth-helpers';
import { createTestApp, testDatabaseKind, type TTestApp } from '../../../test/test-app';
import { excludedProductTypes } from './offer-rules';

const NONE = { franchiseTaxYearOne: 0, franchiseTaxOngoing: 0 };

describe('offer rules', () => {
  it('offers franchise tax filing only where the state levies one (or none is chosen yet)', () => {
    const fresh = { businessType: 'NEW' as const };
    expect(excludedProductTypes(fresh, NONE)).toEqual(['BOI_FILING', 'FRANCHISE_TAX']);
    expect(excludedProductTypes(fresh, { ...NONE, franchiseTaxOngoing: 80_000 })).toEqual([
      'BOI_FILING',
    ]);
    expect(excludedProductTypes({ businessType: 'EXISTING' }, null)).toEqual([]);
  });
});

describe(`franchise tax filing by state (${testDatabaseKind()})`, () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const call = (headers: Record<string, string>, url: string, payload?: object) =>
    t.app.inject({ method: payload ? 'POST' : 'GET', url: `/api${url}`, headers, payload });
  const select = (headers: Record<string, string>, payload: object) =>
    call(headers, '/client/company/v7/formation/selection', payload);
  const offered = async (headers: Record<string, string>) =>
    ((await call(headers, '/client/v9/billing/products')).json().data as { productKey: string }[])
      .map((p) => p.productKey)
      .includes('franchise-tax');

  it('is not offered, priced or kept for Wyoming, Texas or Florida; it is for California and Delaware', async () => {
    const { headers } = await createSignedInUser(t.app);
    expect(await offered(headers)).toBe(true); // no state yet
    expect((await select(headers, { state: 'CA', products: ['franchise-tax'] })).statusCode).toBe(
      200,
    );
    expect(await offered(headers)).toBe(true);
    // Moving to Wyoming drops the choice it no longer offers.
    const moved = await select(headers, { state: 'WY' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data.company.selectedProducts).toEqual([]);
    expect(await offered(headers)).toBe(false);
    const refused = await select(headers, { state: 'WY', products: ['franchise-tax'] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('franchise-tax');
    for (const [state, status] of [
      ['WY', 400],
      ['TX', 400],
      ['FL', 400],
      ['DE', 200],
      ['CA', 200],
    ] as const) {
      const price = await call(headers, '/client/v9/billing/products/calculate-price', {
        items: [BUNDLED_ONBOARDING_KEY, 'franchise-tax'],
        state,
      });
      expect([state, price.statusCode]).toEqual([state, status]);
    }
  });
});
