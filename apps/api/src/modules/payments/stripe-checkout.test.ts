import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../test/auth-helpers';
import { stripeTestEnv } from '../../../test/checkout-helpers';
import { createTestApp, testDatabaseKind, type TTestApp } from '../../../test/test-app';

type TFakeSession = {
  id: string;
  object: 'checkout.session';
  client_secret: string;
  status: 'open' | 'complete';
  payment_status: 'unpaid' | 'paid';
  amount_total: number;
  currency: 'usd';
  payment_intent: string | null;
  metadata: Record<string, string>;
  return_url: string;
  ui_mode: string;
};

/** A local stand-in for the two Stripe calls the portal makes (no internet here). */
const startFakeStripe = async () => {
  const sessions = new Map<string, TFakeSession>();
  const requests: string[] = [];
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      requests.push(`${req.method} ${req.url} ${req.headers.authorization ?? ''}`);
      res.setHeader('content-type', 'application/json');
      if (req.method === 'POST' && req.url === '/v1/checkout/sessions') {
        const form = new URLSearchParams(raw);
        let total = 0;
        for (const [k, v] of form)
          if (/^line_items\[\d+\]\[price_data\]\[unit_amount\]$/.test(k)) total += Number(v);
        const id = `cs_test_fake_${sessions.size + 1}`;
        const metadata: Record<string, string> = {};
        for (const [k, v] of form) {
          const m = /^metadata\[(.+)\]$/.exec(k);
          if (m?.[1]) metadata[m[1]] = v;
        }
        const s: TFakeSession = {
          id,
          object: 'checkout.session',
          client_secret: `${id}_secret_fake`,
          status: 'open',
          payment_status: 'unpaid',
          amount_total: total,
          currency: 'usd',
          payment_intent: null,
          metadata,
          return_url: form.get('return_url') ?? '',
          ui_mode: form.get('ui_mode') ?? '',
        };
        sessions.set(id, s);
        return res.end(JSON.stringify(s));
      }
      const url = new URL(req.url ?? '/', 'http://stripe.test');
      const get = /^\/v1\/checkout\/sessions\/([\w-]+)$/.exec(url.pathname);
      const found = get?.[1] ? sessions.get(get[1]) : undefined;
      if (req.method === 'GET' && found) {
        // As Stripe answers `expand[]=payment_intent.payment_method`: the card that paid.
        const expand = url.searchParams
          .getAll('expand[0]')
          .concat(url.searchParams.getAll('expand[]'));
        const intent = found.payment_intent;
        const expanded =
          intent && expand.includes('payment_intent.payment_method')
            ? {
                id: intent,
                object: 'payment_intent',
                payment_method: {
                  id: 'pm_fake_1',
                  object: 'payment_method',
                  card: { brand: 'mastercard', last4: '4444' },
                },
              }
            : intent;
        return res.end(JSON.stringify({ ...found, payment_intent: expanded }));
      }
      res.statusCode = 404;
      res.end(
        JSON.stringify({ error: { type: 'invalid_request_error', message: 'No such session' } }),
      );
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    sessions,
    requests,
    close: () => new Promise((r) => server.close(r)),
  };
};

describe(`PAYMENT_PROVIDER=stripe through the official SDK (${testDatabaseKind()})`, () => {
  let t: TTestApp;
  let fake: Awaited<ReturnType<typeof startFakeStripe>>;
  beforeAll(async () => {
    fake = await startFakeStripe();
    t = await createTestApp({
      env: stripeTestEnv(fake.url),
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('creates an embedded session priced by the server and fulfils it once Stripe says paid', async () => {
    const { headers } = await createSignedInUser(t.app);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/client/v9/billing/checkout/create-session',
      headers,
      payload: {
        items: ['ein'],
        successUrl: 'http://localhost:3000/dashboard/billing',
        metadata: { testMode: true },
      },
    });
    expect(created.statusCode).toBe(200);
    const data = created.json().data;
    expect(data).toMatchObject({
      provider: 'stripe',
      publishableKey: 'pk_test_fake_key',
      amount: 7_900,
      clientSecret: 'cs_test_fake_1_secret_fake',
    });
    const remote = fake.sessions.get(data.sessionId)!;
    expect(remote).toMatchObject({ ui_mode: 'embedded', amount_total: 7_900 });
    expect(remote.return_url).toBe(
      'http://localhost:3000/dashboard/billing?session_id={CHECKOUT_SESSION_ID}',
    );
    expect(fake.requests[0]).toContain('Bearer sk_test_fake_key');

    // Not paid yet: the success call says so.
    const early = await t.app.inject({
      method: 'POST',
      url: '/api/client/v9/billing/payment-success',
      headers,
      payload: { sessionId: data.sessionId },
    });
    expect(early.statusCode).toBe(400);
    // The local card form is not a way around Stripe.
    const local = await t.app.inject({
      method: 'POST',
      url: '/api/client/v9/billing/checkout/local/confirm',
      headers,
      payload: {
        sessionId: data.sessionId,
        clientSecret: data.clientSecret,
        cardNumber: '4242424242424242',
        expiry: '12/34',
        cvc: '123',
      },
    });
    expect(local.statusCode).toBe(404);

    Object.assign(remote, {
      status: 'complete',
      payment_status: 'paid',
      payment_intent: 'pi_fake_1',
    });
    const status = await t.app.inject({
      url: `/api/client/v9/billing/checkout/session/${data.sessionId}`,
      headers,
    });
    expect(status.json().data).toMatchObject({ status: 'complete', paymentIntentId: 'pi_fake_1' });
    const done = await t.app.inject({
      method: 'POST',
      url: '/api/client/v9/billing/payment-success',
      headers,
      payload: { sessionId: data.sessionId },
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().data.order.amount).toBe(7_900);
    expect(fake.requests.some((r) => r.includes('expand'))).toBe(true);
    // The card Stripe reports is on the receipt (brand and last 4 only).
    const paged = await t.app.inject({ url: '/api/client/company/v7/receipts/paged', headers });
    expect(paged.json().data.content[0]).toMatchObject({
      card: { brand: 'mastercard', last4: '4444' },
    });
  });

  it('refuses a session Stripe priced differently from us', async () => {
    const { headers } = await createSignedInUser(t.app);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/client/v9/billing/checkout/create-session',
      headers,
      payload: { items: ['ein'], successUrl: 'http://localhost:3000/dashboard/billing' },
    });
    const id = created.json().data.sessionId as string;
    Object.assign(fake.sessions.get(id)!, {
      status: 'complete',
      payment_status: 'paid',
      amount_total: 1,
    });
    const done = await t.app.inject({
      method: 'POST',
      url: '/api/client/v9/billing/payment-success',
      headers,
      payload: { sessionId: id },
    });
    expect(done.statusCode).toBe(400);
  });

  it('lets Stripe.js and its frame through the CSP only when Stripe is the provider', async () => {
    const csp = (await t.app.inject({ url: '/api/health' })).headers['content-security-policy'];
    expect(csp).toContain("script-src 'self' https://js.stripe.com");
    expect(csp).toContain('https://checkout.stripe.com');
    const local = await createTestApp();
    try {
      const plain = (await local.app.inject({ url: '/api/health' })).headers[
        'content-security-policy'
      ];
      expect(plain).toContain("script-src 'self';");
      expect(plain).not.toContain('stripe');
    } finally {
      await local.close();
    }
  });
});
