import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutSessions, companies, companyEvents, orders, receipts } from '../../db/schema';
import { createSignedInUser } from '../../../test/auth-helpers';
import { createTestApp, testDatabaseKind, type TTestApp } from '../../../test/test-app';

const base = '/api/client/v9/billing';

describe(`checkout and fulfilment (${testDatabaseKind()})`, () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const post = (url: string, headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'POST', url: `${base}${url}`, headers, payload });

  const openSession = async (headers: Record<string, string>, extra: object = {}) =>
    post('/checkout/create-session', headers, {
      items: ['ein'],
      successUrl: 'http://localhost:3000/dashboard/billing/success',
      metadata: { testMode: true },
      enableAutomaticPaymentMethods: true,
      ...extra,
    });

  it('refuses a client-sent amount that differs from the server price', async () => {
    const { headers } = await createSignedInUser(t.app);
    const bad = await openSession(headers, { amount: 1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('amount');
    const good = await openSession(headers, { amount: 7_900 });
    expect(good.statusCode).toBe(200);
    expect(good.json().data.amount).toBe(7_900);
  });

  it('declines the decline and insufficient-funds test cards', async () => {
    const { headers } = await createSignedInUser(t.app);
    const { clientSecret, sessionId } = (await openSession(headers)).json().data;
    const declined = await post('/checkout/local/pay', headers, {
      clientSecret,
      cardNumber: '4000 0000 0000 0002',
    });
    expect(declined.statusCode).toBe(402);
    expect(declined.json().message).toBe('Your card was declined.');
    const poor = await post('/checkout/local/pay', headers, {
      clientSecret,
      cardNumber: '4000000000009995',
    });
    expect(poor.json().message).toBe('Your card has insufficient funds.');
    const s = await t.app.inject({ url: `${base}/checkout/session/${sessionId}`, headers });
    expect(s.json().data).toMatchObject({ status: 'open', paymentStatus: 'unpaid' });
  });

  it('fulfils a paid session once under 50 concurrent success calls', async () => {
    const { headers, company } = await createSignedInUser(t.app);
    const { clientSecret, sessionId } = (await openSession(headers)).json().data;
    const paid = await post('/checkout/local/pay', headers, {
      clientSecret,
      cardNumber: '4242 4242 4242 4242',
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().data.redirectUrl).toContain(`session_id=${sessionId}`);
    const calls = await Promise.all(
      Array.from({ length: 50 }, () => post('/payment-success', headers, { sessionId })),
    );
    expect(calls.every((c) => c.statusCode === 200)).toBe(true);
    expect(calls.filter((c) => c.json().data.fulfilled)).toHaveLength(0);
    const ord = await t.app.db.select().from(orders).where(eq(orders.companyId, company.id));
    const rec = await t.app.db.select().from(receipts).where(eq(receipts.companyId, company.id));
    expect(ord).toHaveLength(1);
    expect(rec).toHaveLength(1);
    expect(rec[0]?.total).toBe(7_900);
    const [c] = await t.app.db.select().from(companies).where(eq(companies.id, company.id));
    expect(c?.paymentStatus).toBe('PAID');
    const events = await t.app.db
      .select()
      .from(companyEvents)
      .where(eq(companyEvents.companyId, company.id));
    expect(events.filter((e) => e.kind === 'payment_received')).toHaveLength(1);
    const s = await t.app.inject({ url: `${base}/checkout/session/${sessionId}`, headers });
    expect(s.json().data).toMatchObject({ status: 'complete', paymentStatus: 'paid' });
  });

  it('fulfils exactly once when 50 success calls race on a paid, unfulfilled session', async () => {
    const { headers, company } = await createSignedInUser(t.app);
    const { sessionId } = (await openSession(headers)).json().data;
    // Paid at the provider, webhook not yet arrived.
    await t.app.db
      .update(checkoutSessions)
      .set({ paymentStatus: 'paid' })
      .where(eq(checkoutSessions.id, sessionId));
    const calls = await Promise.all(
      Array.from({ length: 50 }, () => post('/payment-success', headers, { sessionId })),
    );
    expect(calls.every((c) => c.statusCode === 200)).toBe(true);
    expect(calls.filter((c) => c.json().data.fulfilled)).toHaveLength(1);
    expect(
      await t.app.db.select().from(orders).where(eq(orders.companyId, company.id)),
    ).toHaveLength(1);
    expect(
      await t.app.db.select().from(receipts).where(eq(receipts.companyId, company.id)),
    ).toHaveLength(1);
  });

  it("does not show another customer's session", async () => {
    const a = await createSignedInUser(t.app);
    const b = await createSignedInUser(t.app);
    const { sessionId } = (await openSession(a.headers)).json().data;
    const res = await t.app.inject({
      url: `${base}/checkout/session/${sessionId}`,
      headers: b.headers,
    });
    expect(res.statusCode).toBe(404);
    expect((await post('/payment-success', b.headers, { sessionId })).statusCode).toBe(404);
  });

  it('does nothing for an unpaid session', async () => {
    const { headers, company } = await createSignedInUser(t.app);
    const { sessionId } = (await openSession(headers)).json().data;
    const res = await post('/payment-success', headers, { sessionId });
    expect(res.json().data).toEqual({ status: 'open', fulfilled: false });
    expect(
      await t.app.db.select().from(orders).where(eq(orders.companyId, company.id)),
    ).toHaveLength(0);
  });
});
