import type { Page } from 'playwright-core';
import { signupBody } from '../apps/api/test/fixtures/signup-body.mjs';
import { uniqueEmail } from './journey';

type TTokens = { accessToken: string; refreshToken: string };

/** One call to the portal's API as the founder; throws with the answer when it fails. */
const apiCall =
  (baseURL: string, token: string | null) =>
  async (path: string, body: object): Promise<Record<string, unknown>> => {
    const res = await fetch(`${baseURL}/api${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
    const json = (await res.json()) as { data: Record<string, unknown> };
    if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(json)}`);
    return json.data;
  };

/**
 * A founder whose Wyoming LLC was formed elsewhere ("Viento Alto", as the communication
 * journey brings it) and who bought the US mailing address, all through the API (the
 * sign-up, the LLC's details and the checkout are other journeys' subjects). The tokens are
 * stored in the page's origin, so the dashboard opens signed in.
 */
export const founderWithMailbox = async (page: Page, baseURL: string, name: string) => {
  const email = uniqueEmail(name);
  const signup = (await apiCall(baseURL, null)('/client/public/v9/company/signup', {
    ...signupBody(email, { firstName: 'Grace', lastName: 'Hopper', password: 'Compiler-1952!' }),
    businessType: 'EXISTING',
    service: 'BOOKKEEPING_SERVICE',
    answers: {
      incorporationStatus: 'last-year',
      typeOfBusiness: 'saas',
      employeeCount: '1',
      revenue: '0-50k',
      stage: 'bookkeeping',
    },
  })) as TTokens;
  const call = apiCall(baseURL, signup.accessToken);
  await call('/client/company/v7/existing-llc', {
    companyName: 'Viento Alto',
    companyNameType: 'LLC',
    state: 'WY',
    formationDate: '2025-03-10',
    stateFileNumber: '2025-000987654',
    registeredAgent: { useOurs: true },
    owners: [
      {
        firstName: 'Grace',
        lastName: 'Hopper',
        email,
        ownershipPercentage: 100,
        address: { line1: '1 Marina Road', city: 'Lagos', country: 'NG' },
      },
    ],
  });
  const session = await call('/client/v9/billing/checkout/create-session', {
    items: ['mailing-address'],
    successUrl: `${baseURL}/dashboard/communication`,
    metadata: {},
    enableAutomaticPaymentMethods: true,
  });
  await call('/client/v9/billing/checkout/local/confirm', {
    ...session,
    cardNumber: '4242424242424242',
    expiry: '12/34',
    cvc: '123',
  });
  await call('/client/v9/billing/payment-success', { sessionId: session.sessionId });
  await page.goto(`${baseURL}/login`);
  await page.evaluate((tokens) => {
    localStorage.setItem('auth_token', tokens.accessToken);
    localStorage.setItem('refresh_token', tokens.refreshToken);
  }, signup);
  return { email };
};
