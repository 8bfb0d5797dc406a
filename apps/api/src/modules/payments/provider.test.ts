import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../test/auth-helpers';
import { createTestApp, testDatabaseKind, type TTestApp } from '../../../test/test-app';

describe(`the payment provider in use (${testDatabaseKind()})`, () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is the local test provider by default, and only for signed-in customers', async () => {
    const { headers } = await createSignedInUser(t.app);
    const res = await t.app.inject({ url: '/api/client/v9/billing/provider', headers });
    expect(res.json().data).toEqual({
      provider: 'local',
      testMode: true,
      publishableKey: null,
      webhookConfigured: true,
    });
    expect((await t.app.inject({ url: '/api/client/v9/billing/provider' })).statusCode).toBe(401);
  });
});
