import { expect } from 'vitest';
import { BUNDLED_ONBOARDING_KEY } from '../src/db/catalogue';
import { signAccessToken } from '../src/lib/tokens';
import { createSignedInUser } from './auth-helpers';
import type { TTestApp } from './test-app';

export type THeaders = Record<string, string>;
export const API = '/api/client/company/v7';

export const address = { line1: '1 Main St', city: 'Lagos', region: 'LA', country: 'NG' };
export const FORMATION = {
  companyInfo: {
    companyName: 'Acme Robotics',
    companyNameType: 'LLC',
    state: 'WY',
    businessPurpose: 'Software development',
  },
  registeredAgent: { useOurs: true },
  owners: {
    owners: [
      {
        firstName: 'Ada',
        lastName: 'Obi',
        email: 'ada@example.com',
        ownershipPercentage: 66.67,
        address,
      },
      {
        firstName: 'Bo',
        lastName: 'Li',
        email: 'bo@example.com',
        ownershipPercentage: 33.33,
        address,
      },
    ],
  },
  mailingAddress: { useOurs: true },
  responsibleParty: {
    firstName: 'Ada',
    lastName: 'Obi',
    email: 'ada@example.com',
    phone: '+234 800 000 0000',
    taxIdType: 'NONE',
  },
  bankAccount: { preference: 'mercury' },
};

/** The formation calls as the web app makes them, on the test app `testApp()` answers. */
export const formationCalls = (testApp: () => TTestApp) => {
  const get = (url: string, headers: THeaders) =>
    testApp().app.inject({ url: `${API}${url}`, headers });
  const post = (url: string, headers: THeaders, payload?: object) =>
    testApp().app.inject({ method: 'POST', url: `${API}${url}`, headers, payload: payload ?? {} });
  const billing = (url: string, headers: THeaders, payload: object) =>
    testApp().app.inject({ method: 'POST', url: `/api/client/v9/billing${url}`, headers, payload });

  /** A customer who chose WY and paid the bundle with the local provider's test card. */
  const paidCustomer = async () => {
    const user = await createSignedInUser(testApp().app);
    expect(
      (await post('/formation/selection', user.headers, { state: 'wy', products: [] })).statusCode,
    ).toBe(200);
    const session = (
      await billing('/checkout/create-session', user.headers, {
        items: [BUNDLED_ONBOARDING_KEY],
        successUrl: 'http://localhost:3000/dashboard/onboarding/pre-payment/step-3',
        metadata: {},
        enableAutomaticPaymentMethods: true,
      })
    ).json().data;
    await billing('/checkout/local/confirm', user.headers, {
      ...session,
      cardNumber: '4242424242424242',
      expiry: '12/34',
      cvc: '123',
    });
    expect(
      (await billing('/payment-success', user.headers, { sessionId: session.sessionId }))
        .statusCode,
    ).toBe(200);
    return user;
  };

  const fillAll = async (headers: THeaders) => {
    for (const [path, body] of [
      ['/company-info', FORMATION.companyInfo],
      ['/formation/registered-agent', FORMATION.registeredAgent],
      ['/owners', FORMATION.owners],
      ['/formation/mailing-address', FORMATION.mailingAddress],
      ['/responsible-party-details', FORMATION.responsibleParty],
      ['/formation/bank-account', FORMATION.bankAccount],
    ] as const) {
      const res = await post(path, headers, body);
      expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
    }
  };

  const adminHeaders = async () => {
    const token = await signAccessToken(
      { userId: '00000000-0000-4000-8000-000000000000', email: 'ops-cli', role: 'ADMIN' },
      { secret: testApp().env.JWT_SECRET, ttlSeconds: 300 },
    );
    return { authorization: `Bearer ${token}` };
  };

  return { get, post, billing, paidCustomer, fillAll, adminHeaders };
};
