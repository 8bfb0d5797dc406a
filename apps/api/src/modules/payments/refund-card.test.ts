import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import { refundCardPayment, type TRefundEnv } from './refund-card';

/** A local stand-in for the two Stripe calls of a refund (no internet here). */
const startFakeStripe = async () => {
  const requests: { method: string; path: string; form: URLSearchParams; key: string }[] = [];
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const form = new URLSearchParams(raw);
      const path = new URL(req.url ?? '/', 'http://stripe.test').pathname;
      requests.push({
        method: req.method ?? '',
        path,
        form,
        key: String(req.headers['idempotency-key'] ?? ''),
      });
      res.setHeader('content-type', 'application/json');
      if (req.method === 'GET' && path === '/v1/checkout/sessions/cs_test_paid') {
        return res.end(
          JSON.stringify({
            id: 'cs_test_paid',
            object: 'checkout.session',
            payment_intent: 'pi_1',
          }),
        );
      }
      if (req.method === 'GET' && path === '/v1/checkout/sessions/cs_test_unpaid') {
        return res.end(
          JSON.stringify({
            id: 'cs_test_unpaid',
            object: 'checkout.session',
            payment_intent: null,
          }),
        );
      }
      if (req.method === 'POST' && path === '/v1/refunds') {
        if (Number(form.get('amount')) > 10_000) {
          res.statusCode = 400;
          return res.end(
            JSON.stringify({
              error: {
                type: 'invalid_request_error',
                code: 'amount_too_large',
                message: 'Refund amount is greater than unrefunded amount on charge',
              },
            }),
          );
        }
        return res.end(
          JSON.stringify({
            id: `re_fake_${requests.length}`,
            object: 'refund',
            status: 'succeeded',
          }),
        );
      }
      res.statusCode = 404;
      res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'Unknown' } }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((r) => server.close(r)),
  };
};

const refund = (over: Partial<Parameters<typeof refundCardPayment>[1]> = {}) => ({
  provider: 'stripe' as const,
  checkoutSessionId: 'cs_test_paid',
  amount: 4_550,
  idempotencyKey: 'refund-row-1',
  reverseTransfer: true,
  metadata: { purpose: 'invoice-refund', invoiceId: 'inv_1' },
  ...over,
});

describe('card refunds through the payment provider (issue 36 item 4)', () => {
  let fake: Awaited<ReturnType<typeof startFakeStripe>>;
  let stripe: TRefundEnv;
  beforeAll(async () => {
    fake = await startFakeStripe();
    stripe = {
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_API_BASE: fake.url,
      STRIPE_TIMEOUT_MS: 5_000,
    };
  });
  afterAll(() => fake.close());

  it('the local test provider refunds at once with its own refund id', async () => {
    const local: TRefundEnv = { ...stripe, PAYMENT_PROVIDER: 'local' };
    const done = await refundCardPayment(local, refund({ provider: 'local' }));
    expect(done).toMatchObject({
      status: 'succeeded',
      refundId: expect.stringMatching(/^re_local_/),
    });
  });

  it("Stripe: the session's payment intent is refunded, the transfer reversed, once per key", async () => {
    const done = await refundCardPayment(stripe, refund());
    expect(done).toMatchObject({
      status: 'succeeded',
      refundId: expect.stringMatching(/^re_fake_/),
    });
    const made = fake.requests.find((r) => r.method === 'POST' && r.path === '/v1/refunds')!;
    expect(made.form.get('payment_intent')).toBe('pi_1');
    expect(made.form.get('amount')).toBe('4550');
    expect(made.form.get('reverse_transfer')).toBe('true');
    expect(made.form.get('metadata[invoiceId]')).toBe('inv_1');
    expect(made.key).toBe('refund-row-1');
  });

  it('a refusal is REFUND_REFUSED; no payment intent or another provider is CARD_REFUND_UNAVAILABLE', async () => {
    const codeOf = (p: Promise<unknown>) =>
      p.then(
        () => 'none',
        (e: unknown) => (e instanceof AppError ? e.code : String(e)),
      );
    expect(await codeOf(refundCardPayment(stripe, refund({ amount: 20_000 })))).toBe(
      'REFUND_REFUSED',
    );
    expect(
      await codeOf(refundCardPayment(stripe, refund({ checkoutSessionId: 'cs_test_unpaid' }))),
    ).toBe('CARD_REFUND_UNAVAILABLE');
    // A payment the test provider took cannot be refunded through Stripe, nor the reverse.
    expect(await codeOf(refundCardPayment(stripe, refund({ provider: 'local' })))).toBe(
      'CARD_REFUND_UNAVAILABLE',
    );
    expect(
      await codeOf(refundCardPayment({ ...stripe, PAYMENT_PROVIDER: 'local' }, refund())),
    ).toBe('CARD_REFUND_UNAVAILABLE');
  });
});
