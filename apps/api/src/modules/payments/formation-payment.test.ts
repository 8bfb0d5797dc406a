import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutSessions, companies, orders, products, receipts } from '../../db/schema';
import { createSignedInUser } from '../../../test/auth-helpers';
import { checkoutCalls, type TCreatedSession } from '../../../test/checkout-helpers';
import { createTestApp, testDatabaseKind, type TTestApp } from '../../../test/test-app';

const companyInfo = (state: string) => ({
  companyName: 'Acme Robotics',
  companyNameType: 'LLC',
  state,
  businessPurpose: 'Software development',
});

// Issue 15, items 1, 2 and 6: only a paid formation bundle, priced with the state it
// records, opens formation; once, for one state.
describe(`paying for formation (${testDatabaseKind()})`, () => {
  let t: TTestApp;
  let c: ReturnType<typeof checkoutCalls>;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_DISABLED: 'true' } });
    c = checkoutCalls(t.app);
  });
  afterAll(() => t.close());

  const companyOf = async (id: string) =>
    (await t.app.db.select().from(companies).where(eq(companies.id, id)))[0];
  const countOf = async (table: typeof orders | typeof receipts, companyId: string) =>
    (await t.app.db.select().from(table).where(eq(table.companyId, companyId))).length;

  it('records an order and a receipt for another product, but leaves formation closed', async () => {
    const { headers, company } = await createSignedInUser(t.app);
    expect((await c.selectState(headers, 'WY')).statusCode).toBe(200);
    const session = (await c.createSession(headers, { items: ['mail-unlock'] })).json().data;
    expect(session.amount).toBe(900);
    expect((await c.pay(headers, session)).statusCode).toBe(200);
    expect(await countOf(orders, company.id)).toBe(1);
    expect(await countOf(receipts, company.id)).toBe(1);
    expect(await companyOf(company.id)).toMatchObject({ paymentStatus: 'NOT_PAID' });
    const info = await c.post('/client/company/v7/company-info', headers, companyInfo('WY'));
    expect(info.statusCode).toBe(409);
    expect(info.json().errors[0].code).toBe('PAYMENT_REQUIRED_FIRST');
  });

  it('fulfils a basket of free products without the card step; refuses any other $0 basket', async () => {
    const { headers, company } = await createSignedInUser(t.app);
    const free = await c.createSession(headers, {
      items: ['bank-account'],
      successUrl: 'http://localhost:3000/dashboard/billing',
    });
    expect(free.statusCode).toBe(200);
    const data = free.json().data;
    expect(data).toMatchObject({ amount: 0, status: 'complete' });
    expect(data.redirectUrl).toBe(
      `http://localhost:3000/dashboard/billing?session_id=${data.sessionId}`,
    );
    expect(await countOf(orders, company.id)).toBe(1);
    expect(await companyOf(company.id)).toMatchObject({ paymentStatus: 'NOT_PAID' });
    const success = await c.post('/client/v9/billing/payment-success', headers, {
      sessionId: data.sessionId,
    });
    expect(success.json().data.order.amount).toBe(0);

    // A paid product whose price was set to 0 is a mistake, not a gift.
    await t.app.db.update(products).set({ price: 0 }).where(eq(products.productKey, 'ein'));
    try {
      // (The bank account is this company's now: the demo is the free product bought again.)
      const zero = await c.createSession(headers, { items: ['ein', 'platform-demo-1h'] });
      expect(zero.statusCode).toBe(400);
      expect(zero.json().errors[0]).toMatchObject({ code: 'NOTHING_TO_PAY', field: 'items' });
    } finally {
      await t.app.db.update(products).set({ price: 7_900 }).where(eq(products.productKey, 'ein'));
    }
  });

  it('needs a chosen state for the bundle; paying fixes that state', async () => {
    const { headers, company } = await createSignedInUser(t.app);
    const early = await c.createSession(headers);
    expect(early.statusCode).toBe(400);
    expect(early.json().errors[0].code).toBe('INCORPORATION_STATE_NOT_SPECIFIED');
    await c.selectState(headers, 'WY');
    const session = (await c.createSession(headers)).json().data;
    expect(session.amount).toBe(39_900);
    const [row] = await t.app.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, session.sessionId));
    expect(row?.state).toBe('WY');
    expect((await c.pay(headers, session)).statusCode).toBe(200);
    expect(await companyOf(company.id)).toMatchObject({ paymentStatus: 'PAID', state: 'WY' });
    const other = await c.post('/client/company/v7/company-info', headers, companyInfo('MA'));
    expect(other.statusCode).toBe(409);
    expect(other.json().errors[0]).toMatchObject({
      code: 'FORMATION_STATE_LOCKED',
      field: 'state',
    });
    const same = await c.post('/client/company/v7/company-info', headers, companyInfo('WY'));
    expect(same.statusCode).toBe(200);
  });

  it('voids an open session whose state is no longer the selection', async () => {
    const { headers, company } = await createSignedInUser(t.app);
    await c.selectState(headers, 'WY');
    const old = (await c.createSession(headers)).json().data as TCreatedSession;
    expect(old.amount).toBe(39_900);
    await c.selectState(headers, 'MA');
    const stale = await c.pay(headers, old);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errors[0].code).toBe('CHECKOUT_STATE_CHANGED');
    expect(await companyOf(company.id)).toMatchObject({ paymentStatus: 'NOT_PAID' });
    const fresh = (await c.createSession(headers)).json().data as TCreatedSession;
    // Massachusetts: the bundle and the $500 filing (its $500 report falls due a year on).
    expect(fresh.amount).toBe(79_900);
    expect((await c.pay(headers, fresh)).statusCode).toBe(200);
    expect(await companyOf(company.id)).toMatchObject({ paymentStatus: 'PAID', state: 'MA' });
    expect(await countOf(receipts, company.id)).toBe(1);
  });

  it('keeps one open bundle session per company and none once it is paid', async () => {
    const { headers, company } = await createSignedInUser(t.app);
    await c.selectState(headers, 'WY');
    const created = await Promise.all(Array.from({ length: 5 }, () => c.createSession(headers)));
    expect(created.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const paid = await Promise.all(created.map((r) => c.pay(headers, r.json().data)));
    expect(paid.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const refused of paid.filter((r) => r.statusCode !== 200)) {
      expect(refused.statusCode).toBe(409);
      expect(['CHECKOUT_SESSION_EXPIRED', 'FORMATION_ALREADY_PAID']).toContain(
        refused.json().errors[0].code,
      );
    }
    expect(await countOf(receipts, company.id)).toBe(1);
    const again = await c.createSession(headers);
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].code).toBe('FORMATION_ALREADY_PAID');
    // Other products can still be bought; not one the bundle includes (issue 18).
    expect((await c.createSession(headers, { items: ['mail-unlock'] })).statusCode).toBe(200);
    const included = await c.createSession(headers, { items: ['ein'] });
    expect(included.statusCode).toBe(409);
    expect(included.json().errors[0]).toMatchObject({
      code: 'PRODUCT_ALREADY_OWNED',
      field: 'items',
    });
  });

  it('refuses an older bundle session replaced by a newer one', async () => {
    const { headers } = await createSignedInUser(t.app);
    await c.selectState(headers, 'WY');
    const first = (await c.createSession(headers)).json().data as TCreatedSession;
    const second = (await c.createSession(headers)).json().data as TCreatedSession;
    const old = await c.pay(headers, first);
    expect(old.statusCode).toBe(409);
    expect(old.json().errors[0].code).toBe('CHECKOUT_SESSION_EXPIRED');
    expect((await c.pay(headers, second)).statusCode).toBe(200);
  });
});
