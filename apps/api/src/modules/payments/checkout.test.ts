import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUNDLED_ONBOARDING_KEY } from '../../db/catalogue';
import { companies, companyEvents, orders, receipts } from '../../db/schema';
import { createSignedInUser } from '../../../test/auth-helpers';
import { createTestApp, testDatabaseKind, type TTestApp } from '../../../test/test-app';

type THeaders = Record<string, string>;

describe(`checkout with the local provider (${testDatabaseKind()})`, () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const post = (url: string, headers: THeaders, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/client/v9/billing${url}`, headers, payload });
  const start = async (headers: THeaders, extra: object = {}) => {
    const res = await post('/checkout/create-session', headers, {
      items: [BUNDLED_ONBOARDING_KEY],
      successUrl: 'http://localhost:3000/dashboard/onboarding/pre-payment/step-3',
      metadata: { testMode: true },
      enableAutomaticPaymentMethods: true,
      ...extra,
    });
    return res;
  };
  const pay = (
    headers: THeaders,
    session: { sessionId: string; clientSecret: string },
    card: string,
    more: { expiry?: string; cvc?: string } = {},
  ) =>
    post('/checkout/local/confirm', headers, {
      ...session,
      cardNumber: card,
      expiry: '12/34',
      cvc: '123',
      ...more,
    });

  /** A customer who chose Wyoming (the bundle is priced with a chosen state's fees). */
  const customer = async () => {
    const user = await createSignedInUser(t.app);
    await t.app.db.update(companies).set({ state: 'WY' }).where(eq(companies.id, user.company.id));
    return user;
  };

  it('takes the amount from the server and refuses a different one', async () => {
    const { headers } = await customer();
    const ok = await start(headers);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({
      provider: 'local',
      amount: 29_900 + 10_000,
      currency: 'USD',
    });
    expect(ok.json().data.clientSecret).toMatch(/^cs_test_.+_secret_.+/);
    // What is being bought, line by line, adds up to the total.
    const lines: { name: string; amount: number }[] = ok.json().data.lineItems;
    expect(lines.map((l) => l.amount)).toEqual([29_900, 10_000]);
    expect(lines.every((l) => l.name.length > 0)).toBe(true);
    const wrong = await start(headers, { amount: 100 });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0]).toMatchObject({ code: 'INVALID_TRANSACTION', field: 'amount' });
    expect((await start(headers, { amount: 39_900 })).statusCode).toBe(200);
  });

  it('declines 4000…0002 and 4000…9995 and leaves the company unpaid', async () => {
    const { headers, company } = await customer();
    const session = (await start(headers)).json().data;
    const declined = await pay(headers, session, '4000 0000 0000 0002');
    expect(declined.statusCode).toBe(402);
    expect(declined.json().errors[0].code).toBe('CARD_DECLINED');
    const poor = await pay(headers, session, '4000000000009995');
    expect(poor.json().errors[0].code).toBe('INSUFFICIENT_FUNDS');
    expect((await pay(headers, session, '4242 4242 4242 4241')).json().errors[0]).toMatchObject({
      code: 'CARD_NUMBER_INVALID',
      field: 'cardNumber',
    });
    const status = await t.app.inject({
      url: `/api/client/v9/billing/checkout/session/${session.sessionId}`,
      headers,
    });
    expect(status.json().data.status).toBe('open');
    const notPaid = await post('/payment-success', headers, { sessionId: session.sessionId });
    expect(notPaid.statusCode).toBe(400);
    expect(notPaid.json().message).toBe('Payment not completed. Status: open. Please try again.');
    const [row] = await t.app.db.select().from(companies).where(eq(companies.id, company.id));
    expect(row?.paymentStatus).toBe('NOT_PAID');
  });

  it('names the refused field and takes the expiry as the form shows it', async () => {
    const { headers, company } = await customer();
    const session = (await start(headers)).json().data;
    const refused = [
      ['4242 4242 4242', {}, 'cardNumber', 'CARD_NUMBER_INCOMPLETE'],
      ['4242424242424242', { expiry: '13 / 34' }, 'expiry', 'CARD_EXPIRY_MONTH_INVALID'],
      ['4242424242424242', { expiry: '01/20' }, 'expiry', 'CARD_EXPIRED'],
      ['4242424242424242', { expiry: '1' }, 'expiry', 'CARD_EXPIRY_INCOMPLETE'],
      ['4242424242424242', { cvc: '1' }, 'cvc', 'CARD_CVC_INCOMPLETE'],
    ] as const;
    for (const [card, more, field, code] of refused) {
      const res = await pay(headers, session, card, more);
      expect(res.statusCode, code).toBe(400);
      expect(res.json().errors).toEqual([{ code, field, message: expect.any(String) }]);
    }
    const paid = await pay(headers, session, '4242424242424242', { expiry: '12 / 34' });
    expect(paid.statusCode).toBe(200);
    const [receipt] = await t.app.db
      .select()
      .from(receipts)
      .where(eq(receipts.companyId, company.id));
    expect(receipt).toMatchObject({ cardBrand: 'visa', cardLast4: '4242' });
    expect(receipt?.paidAt).toBeInstanceOf(Date);
    // "1234" is read as 12/34 too.
    const other = await customer();
    const second = (await start(other.headers)).json().data;
    expect(
      (await pay(other.headers, second, '4242424242424242', { expiry: '1234' })).statusCode,
    ).toBe(200);
  });

  it('pays with 4242…, marks the company paid and fulfils exactly once under 50 concurrent calls', async () => {
    const { headers, company } = await customer();
    const session = (await start(headers)).json().data;
    const paid = await pay(headers, session, '4242 4242 4242 4242');
    expect(paid.statusCode).toBe(200);
    expect(paid.json().data.redirectUrl).toBe(
      `http://localhost:3000/dashboard/onboarding/pre-payment/step-3?session_id=${session.sessionId}`,
    );
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        post('/payment-success', headers, { sessionId: session.sessionId }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
    expect(new Set(results.map((r) => r.json().data.receiptId)).size).toBe(1);
    const own = await t.app.db.select().from(orders).where(eq(orders.companyId, company.id));
    expect(own).toHaveLength(1);
    const rs = await t.app.db.select().from(receipts).where(eq(receipts.companyId, company.id));
    expect(rs).toHaveLength(1);
    expect(rs[0]?.number).toMatch(/^CL-\d{6}$/);
    const [row] = await t.app.db.select().from(companies).where(eq(companies.id, company.id));
    expect(row).toMatchObject({
      paymentStatus: 'PAID',
      companyStatus: 'MISSING_INFORMATION',
      state: 'WY',
    });
    const events = await t.app.db
      .select()
      .from(companyEvents)
      .where(eq(companyEvents.companyId, company.id));
    expect(events.filter((e) => e.kind === 'PAYMENT_RECEIVED')).toHaveLength(1);
    const status = await t.app.inject({
      url: `/api/client/v9/billing/checkout/session/${session.sessionId}`,
      headers,
    });
    expect(status.json().data).toMatchObject({ status: 'complete', amount: 39_900 });
    const byIntent = await post('/payment-intent-success', headers, {
      paymentIntentId: status.json().data.paymentIntentId,
    });
    expect(byIntent.json().data.receiptId).toBe(results[0]?.json().data.receiptId);
  });

  it("keeps another customer's session out of reach (404)", async () => {
    const a = await customer();
    const b = await customer();
    const session = (await start(a.headers)).json().data;
    expect(
      (
        await t.app.inject({
          url: `/api/client/v9/billing/checkout/session/${session.sessionId}`,
          headers: b.headers,
        })
      ).statusCode,
    ).toBe(404);
    expect((await pay(b.headers, session, '4242424242424242')).statusCode).toBe(404);
    expect(
      (await post('/payment-success', b.headers, { sessionId: session.sessionId })).statusCode,
    ).toBe(404);
    expect((await start(b.headers, { companyId: a.company.id })).statusCode).toBe(403);
  });
});
