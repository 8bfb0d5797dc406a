import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../test/auth-helpers';
import { checkoutCalls, stripeTestEnv } from '../../../test/checkout-helpers';
import { createTestApp, testDatabaseKind, type TTestApp } from '../../../test/test-app';

// Issue 15, item 12: a Stripe that takes the request and never answers.
describe(`a hanging Stripe (${testDatabaseKind()})`, () => {
  let t: TTestApp;
  let server: Server;
  let received = 0;
  beforeAll(async () => {
    server = createServer(() => {
      received += 1;
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as AddressInfo;
    t = await createTestApp({
      env: { ...stripeTestEnv(`http://127.0.0.1:${port}`), STRIPE_TIMEOUT_MS: '300' },
    });
  });
  afterAll(async () => {
    await t.close();
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  });

  it('answers the 503 envelope after the timeout and one retry', async () => {
    const { headers } = await createSignedInUser(t.app);
    const started = Date.now();
    const res = await checkoutCalls(t.app).createSession(headers, {
      items: ['ein'],
      successUrl: 'http://localhost:3000/dashboard/billing',
    });
    expect(Date.now() - started).toBeLessThan(4_000);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      status: 'error',
      errors: [{ code: 'SERVICE_UNAVAILABLE' }],
    });
    expect(received).toBe(2);
  });
});
