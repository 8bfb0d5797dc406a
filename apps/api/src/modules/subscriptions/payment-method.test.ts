import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentMethods } from '../../db/schema';
import { createSignedInUser } from '../../../test/auth-helpers';
import { checkoutCalls, type TCreatedSession } from '../../../test/checkout-helpers';
import { saveCard } from '../../../test/subscription-helpers';
import { createTestApp, testDatabaseKind, type TTestApp } from '../../../test/test-app';

describe(`the saved card for renewals, local provider (${testDatabaseKind()})`, () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_DISABLED: 'true' } });
  });
  afterAll(() => t.close());

  const current = async (headers: Record<string, string>) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/client/company/v7/payment-method',
      headers,
    });
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };
  const buyEin = async (headers: Record<string, string>, card: string) => {
    const calls = checkoutCalls(t.app);
    const created = await calls.createSession(headers, { items: ['ein'] });
    expect(created.statusCode).toBe(200);
    return calls.pay(headers, created.json().data as TCreatedSession, card);
  };

  it('keeps the card a checkout paid with, as a token with brand, last 4 and expiry', async () => {
    const { headers, company } = await createSignedInUser(t.app);
    expect(await current(headers)).toEqual({ provider: 'local', card: null });
    expect((await buyEin(headers, '4242 4242 4242 4242')).statusCode).toBe(200);
    expect(await current(headers)).toEqual({
      provider: 'local',
      card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034 },
    });
    const [row] = await t.app.db
      .select()
      .from(paymentMethods)
      .where(eq(paymentMethods.companyId, company.id));
    expect(row?.providerRef).toMatch(/^pm_local_[\w-]{20,}$/);
  });

  it('declines card 0341 at checkout (nothing saved) but saves it as a new card', async () => {
    const { headers } = await createSignedInUser(t.app);
    const paid = await buyEin(headers, '4000 0000 0000 0341');
    expect(paid.statusCode).toBe(402);
    expect(paid.json().errors[0].code).toBe('CARD_DECLINED');
    expect((await current(headers)).card).toBeNull();
    const saved = await saveCard(t.app, headers, '4000000000000341');
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      status: 'success',
      data: { card: { brand: 'visa', last4: '0341' } },
      message: 'Your card is saved. Renewals will be charged to it.',
    });
  });

  it('replaces the card and keeps the old one, marked replaced', async () => {
    const { headers, company } = await createSignedInUser(t.app);
    await saveCard(t.app, headers, '4242424242424242');
    await saveCard(t.app, headers, '4000 0000 0000 0341');
    expect((await current(headers)).card.last4).toBe('0341');
    const rows = await t.app.db
      .select()
      .from(paymentMethods)
      .where(eq(paymentMethods.companyId, company.id));
    expect(rows.map((r) => [r.last4, r.replacedAt === null]).sort()).toEqual([
      ['0341', true],
      ['4242', false],
    ]);
  });

  it('checks the card as the checkout form does, and refuses cards that cannot be saved', async () => {
    const { headers } = await createSignedInUser(t.app);
    const card = (cardNumber: string, expiry = '12/34', cvc = '123') => ({
      cardNumber,
      expiry,
      cvc,
    });
    const cases: [object, number, string, string | undefined][] = [
      [card('4242 4242 4242 4241'), 400, 'CARD_NUMBER_INVALID', 'cardNumber'],
      [card('4242424242424242', '01/20'), 400, 'CARD_EXPIRED', 'expiry'],
      [card('4242424242424242', '12/34', '1'), 400, 'CARD_CVC_INCOMPLETE', 'cvc'],
      [card('4000000000000002'), 402, 'CARD_DECLINED', undefined],
      [card('4000000000009995'), 402, 'INSUFFICIENT_FUNDS', undefined],
      [{ cardNumber: 42 }, 400, 'VALIDATION_ERROR', 'cardNumber'],
    ];
    for (const [payload, status, code, field] of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/client/company/v7/payment-method',
        headers,
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().status).toBe('error');
      const error = res.json().errors.find((e: { code: string }) => e.code === code);
      expect(error, res.body).toBeDefined();
      if (field) expect(error.field).toBe(field);
    }
    expect((await current(headers)).card).toBeNull();
  });

  it("refuses another customer's company: 403 and nothing of theirs", async () => {
    const a = await createSignedInUser(t.app);
    await saveCard(t.app, a.headers, '4242424242424242');
    const b = await createSignedInUser(t.app);
    const asB = { ...b.headers, 'x-company-id': a.company.id };
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/client/company/v7/payment-method',
      headers: asB,
    });
    expect(read.statusCode).toBe(403);
    expect(read.body).not.toContain('4242');
    expect((await saveCard(t.app, asB, '4000000000000341')).statusCode).toBe(403);
    expect((await current(a.headers)).card.last4).toBe('4242');
  });

  it('has no setup session on the local provider', async () => {
    const { headers } = await createSignedInUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/client/company/v7/payment-method/setup-session',
      headers,
      payload: { returnUrl: 'http://localhost:3000/dashboard/services' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0].code).toBe('REQUEST_CANNOT_BE_PROCESSED');
  });
});
