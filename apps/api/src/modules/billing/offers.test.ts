import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TOffer } from '@charterline/shared/schemas/services';
import { BUNDLED_ONBOARDING_KEY } from '../../db/catalogue';
import { RENEWAL_PRODUCT_KEYS } from '../../db/catalogue/service-rules';
import { companies, services } from '../../db/schema';
import { createSignedInUser } from '../../../test/auth-helpers';
import { checkoutCalls, type TCreatedSession } from '../../../test/checkout-helpers';
import { formationCalls, type THeaders } from '../../../test/formation-helpers';
import { createTestApp, testDatabaseKind, type TTestApp } from '../../../test/test-app';

describe(`offers: the catalogue fit to the company, never sold twice (${testDatabaseKind()})`, () => {
  let t: TTestApp;
  let c: ReturnType<typeof checkoutCalls>;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_DISABLED: 'true' } });
    c = checkoutCalls(t.app);
  });
  afterAll(() => t.close());

  const { paidCustomer } = formationCalls(() => t);
  const offers = async (headers: THeaders, query = ''): Promise<TOffer[]> => {
    const res = await t.app.inject({ url: `/api/client/company/v7/offers${query}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const byKey = (list: TOffer[]) => new Map(list.map((o) => [o.product.productKey, o]));
  const price = (headers: THeaders, payload: object) =>
    c.post('/client/v9/billing/products/calculate-price', headers, payload);
  const buy = async (headers: THeaders, items: string[]) => {
    const session = (
      await c.createSession(headers, {
        items,
        successUrl: 'http://localhost:3000/dashboard/billing',
      })
    ).json().data as TCreatedSession;
    expect((await c.pay(headers, session)).statusCode).toBe(200);
  };

  it('offers a new company the whole catalogue but renewals; before payment only what fits then', async () => {
    const { headers } = await createSignedInUser(t.app);
    const all = byKey(await offers(headers));
    // No state chosen yet: formation (priced with the state) is the wizard's, not Billing's.
    for (const key of [BUNDLED_ONBOARDING_KEY, 'state-filing']) expect(all.has(key)).toBe(false);
    for (const key of RENEWAL_PRODUCT_KEYS) expect(all.has(key)).toBe(false);
    expect(all.has('boi-filing')).toBe(false); // a US company files no BOI report
    expect(all.get('registered-agent')?.renewal).toEqual({ amount: 9_900, interval: 'year' });
    expect(all.get('bookkeeping')?.renewal).toEqual({ amount: 99_900, interval: 'year' });
    expect(all.get('ein')?.renewal).toBeNull();
    expect([...all.values()].every((o) => !o.recommended)).toBe(true);

    const before = byKey(await offers(headers, '?moment=pre-payment'));
    expect([...before.keys()]).toContain('ein-expedited');
    for (const key of [
      BUNDLED_ONBOARDING_KEY,
      'registered-agent',
      'ein',
      'federal-tax-preparation',
    ]) {
      expect(before.has(key), key).toBe(false);
    }
    expect(
      (await t.app.inject({ url: '/api/client/company/v7/offers?moment=later', headers }))
        .statusCode,
    ).toBe(400);

    // With a state chosen, Billing sells the bundle priced with it.
    const choose = await t.app.inject({
      method: 'POST',
      url: '/api/client/company/v7/formation/selection',
      headers,
      payload: { state: 'wy', products: [] },
    });
    expect(choose.statusCode).toBe(200);
    expect(byKey(await offers(headers)).get(BUNDLED_ONBOARDING_KEY)).toMatchObject({
      state: 'AVAILABLE',
      includedIn: null,
    });
  });

  it('says INCLUDED for what the paid bundle includes and OWNED for what the company has', async () => {
    const { headers, company } = await paidCustomer();
    await buy(headers, ['bookkeeping', 'mail-unlock']);
    const all = byKey(await offers(headers, `?companyId=${company.id}`));
    for (const key of ['registered-agent', 'mailing-address', 'ein', 'operating-agreement']) {
      expect(all.get(key), key).toMatchObject({
        state: 'INCLUDED',
        includedIn: 'LLC formation bundle',
      });
    }
    expect(all.get(BUNDLED_ONBOARDING_KEY)?.state).toBe('OWNED');
    expect(all.has('company-onboarding-split')).toBe(false);
    expect(all.has('state-filing')).toBe(false);
    expect(all.get('bookkeeping')?.state).toBe('OWNED');
    // Bought again and again: still for sale.
    expect(all.get('mail-unlock')?.state).toBe('AVAILABLE');
    expect(all.get('ein-expedited')?.state).toBe('AVAILABLE');

    // Checkout and a company's price refuse what it has, naming it.
    const included = await c.createSession(headers, { items: ['registered-agent'] });
    expect(included.statusCode).toBe(409);
    expect(included.json().errors[0]).toMatchObject({
      code: 'PRODUCT_ALREADY_OWNED',
      field: 'items',
      message:
        'Registered agent is included in your LLC formation bundle: you do not need to buy it.',
    });
    const owned = await price(headers, { items: ['bookkeeping'], companyId: company.id });
    expect(owned.statusCode).toBe(409);
    expect(owned.json().errors[0].message).toBe(
      'Bookkeeping is already yours: you do not need to buy it again.',
    );
    expect(
      (await price(headers, { items: ['mail-unlock'], companyId: company.id })).statusCode,
    ).toBe(200);
    expect((await c.createSession(headers, { items: ['mail-unlock'] })).statusCode).toBe(200);
  });

  // Issue 36 item 2: "File it for me" paid, and the offer said "Buy" again at once; the
  // expedited EIN was still sold after the EIN was delivered.
  it('says when a filing bought again and again was last bought while it is going on; no EIN sold to a company with one', async () => {
    const { headers, company } = await paidCustomer();
    expect(byKey(await offers(headers)).get('annual-report-filing')?.lastBought).toBeNull();
    await buy(headers, ['annual-report-filing']);
    const after = byKey(await offers(headers));
    expect(after.get('annual-report-filing')).toMatchObject({
      state: 'AVAILABLE',
      lastBought: {
        serviceId: expect.any(String),
        on: new Date().toISOString().slice(0, 10),
        // A filing is in progress from payment (issue 36 item 8).
        status: 'IN_PROGRESS',
      },
    });
    expect(after.get('mail-unlock')?.lastBought ?? null).toBeNull();
    // Delivered: nothing is going on, the next period is simply for sale.
    const serviceId = after.get('annual-report-filing')!.lastBought!.serviceId;
    await t.app.db.update(services).set({ status: 'DELIVERED' }).where(eq(services.id, serviceId));
    expect(byKey(await offers(headers)).get('annual-report-filing')?.lastBought).toBeNull();

    expect(byKey(await offers(headers)).has('ein-expedited')).toBe(true);
    await t.app.db.update(companies).set({ ein: '12-3456789' }).where(eq(companies.id, company.id));
    expect(byKey(await offers(headers)).has('ein-expedited')).toBe(false);
    // Checkout refuses it too: the rule holds on both sides.
    const refused = await c.createSession(headers, { items: ['ein-expedited'] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0]).toMatchObject({
      code: 'PRODUCT_ALREADY_OWNED',
      field: 'items',
      message: 'Your company has its EIN already: Expedited EIN is not needed.',
    });
  });

  it('refuses a basket naming the bundle with what it includes, and a renewal bought on its own', async () => {
    const { headers } = await createSignedInUser(t.app);
    await c.selectState(headers, 'WY');
    const both = await c.createSession(headers, {
      items: [BUNDLED_ONBOARDING_KEY, 'mailing-address'],
    });
    expect(both.statusCode).toBe(409);
    expect(both.json().errors[0].code).toBe('PRODUCT_ALREADY_OWNED');
    const renewal = await c.createSession(headers, { items: ['mailing-address-renewal'] });
    expect(renewal.statusCode).toBe(400);
    expect(renewal.json().errors[0]).toMatchObject({
      code: 'PRODUCT_NOT_AVAILABLE',
      field: 'items',
    });
  });

  it('offers an existing LLC no formation, and what it said it needs first', async () => {
    const { headers, company } = await createSignedInUser(t.app);
    await t.app.db
      .update(companies)
      .set({
        businessType: 'EXISTING',
        answers: { stage: 'tax-filing' },
        serviceCode: 'BOOKKEEPING_SERVICE',
      })
      .where(eq(companies.id, company.id));
    const list = await offers(headers);
    const keys = list.map((o) => o.product.productKey);
    for (const key of [BUNDLED_ONBOARDING_KEY, 'company-onboarding-split', 'state-filing']) {
      expect(keys).not.toContain(key);
    }
    expect(keys).toContain('boi-filing'); // an existing business may be foreign
    const recommended = list.filter((o) => o.recommended).map((o) => o.product.productKey);
    expect(recommended.sort()).toEqual([
      'bookkeeping',
      'federal-tax-extension',
      'federal-tax-preparation',
    ]);
    expect(list.slice(0, 3).every((o) => o.recommended)).toBe(true);

    await t.app.db
      .update(companies)
      .set({ answers: { stage: 'compliance' }, serviceCode: null })
      .where(eq(companies.id, company.id));
    const compliance = (await offers(headers))
      .filter((o) => o.recommended)
      .map((o) => o.product.productKey);
    expect(compliance.sort()).toEqual(['boi-filing', 'llc-maintenance-plan', 'registered-agent']);
  });

  it("answers another customer's company 403", async () => {
    const a = await createSignedInUser(t.app);
    const b = await createSignedInUser(t.app);
    const res = await t.app.inject({
      url: `/api/client/company/v7/offers?companyId=${a.company.id}`,
      headers: b.headers,
    });
    expect(res.statusCode).toBe(403);
  });
});
