import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../test/auth-helpers';
import { checkoutCalls } from '../../../test/checkout-helpers';
import { createTestApp, testDatabaseKind, type TTestApp } from '../../../test/test-app';

// Issue 33 item 16 (decision 0175): with PUBLIC_URL unset, the origin the request came in on
// is our own; with PUBLIC_URL set, only PUBLIC_URL's.
describe(`a checkout's return address and our own origin (${testDatabaseKind()})`, () => {
  let unset: TTestApp;
  let proxied: TTestApp;
  let fixed: TTestApp;
  beforeAll(async () => {
    unset = await createTestApp({ env: { PUBLIC_URL: '' } });
    proxied = await createTestApp({ env: { PUBLIC_URL: '', TRUST_PROXY: 'true' } });
    fixed = await createTestApp({ env: { PUBLIC_URL: 'https://portal.example.com' } });
  });
  afterAll(async () => {
    await Promise.all([unset.close(), proxied.close(), fixed.close()]);
  });

  const start = async (t: TTestApp, successUrl: string, extra: Record<string, string>) => {
    const { headers } = await createSignedInUser(t.app);
    return checkoutCalls(t.app).createSession(
      { ...headers, ...extra },
      { items: ['ein'], successUrl },
    );
  };
  const refused = (res: { statusCode: number; json: () => { errors: { field?: string }[] } }) => {
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]?.field).toBe('successUrl');
  };

  it('unset: a portal opened at 127.0.0.1:3000 or a network address returns to itself', async () => {
    for (const host of ['127.0.0.1:3000', '192.168.1.20:3000', 'localhost:3000']) {
      const res = await start(unset, `http://${host}/dashboard/billing`, { host });
      expect(res.statusCode, `${host}: ${res.body}`).toBe(200);
    }
    refused(await start(unset, 'http://localhost:3000/dashboard', { host: '127.0.0.1:3000' }));
    refused(await start(unset, 'https://127.0.0.1:3000/dashboard', { host: '127.0.0.1:3000' }));
  });

  it('unset: a forwarded host counts only with TRUST_PROXY', async () => {
    const forwarded = { host: '10.0.0.5:3000', 'x-forwarded-host': 'portal.example.org' };
    const behind = { ...forwarded, 'x-forwarded-proto': 'https' };
    refused(await start(unset, 'https://portal.example.org/dashboard', behind));
    expect((await start(unset, 'http://10.0.0.5:3000/dashboard', forwarded)).statusCode).toBe(200);
    expect((await start(proxied, 'https://portal.example.org/dashboard', behind)).statusCode).toBe(
      200,
    );
    refused(await start(proxied, 'http://10.0.0.5:3000/dashboard', behind));
  });

  it('set: only PUBLIC_URL, whatever the request came in on', async () => {
    const ok = await start(fixed, 'https://portal.example.com/dashboard/billing', {
      host: '127.0.0.1:3000',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    refused(await start(fixed, 'http://127.0.0.1:3000/dashboard', { host: '127.0.0.1:3000' }));
    refused(
      await start(fixed, 'https://evil.example/dashboard', {
        host: 'evil.example',
        'x-forwarded-host': 'evil.example',
      }),
    );
  });
});
