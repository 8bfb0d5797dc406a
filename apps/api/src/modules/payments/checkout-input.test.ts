import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../test/auth-helpers';
import { checkoutCalls } from '../../../test/checkout-helpers';
import { createTestApp, testDatabaseKind, type TTestApp } from '../../../test/test-app';
import { CHECKOUT_SESSIONS_PER_MINUTE } from './checkout-limits';

// Issue 15, items 8 and 19: what create-session accepts, and how often.
describe(`create-session input and rate (${testDatabaseKind()})`, () => {
  let t: TTestApp;
  let c: ReturnType<typeof checkoutCalls>;
  beforeAll(async () => {
    t = await createTestApp();
    c = checkoutCalls(t.app);
  });
  afterAll(() => t.close());

  const ein = { items: ['ein'], successUrl: 'http://localhost:3000/dashboard/billing' };

  it("keeps metadata within Stripe's limits: 50 keys, keys of 40, values of 500 characters", async () => {
    const { headers } = await createSignedInUser(t.app);
    const most = Object.fromEntries(
      Array.from({ length: 50 }, (_, i) => [`${i}`.padStart(40, 'k'), 'v'.repeat(500)]),
    );
    expect((await c.createSession(headers, { ...ein, metadata: most })).statusCode).toBe(200);
    for (const metadata of [
      { ...most, extra: 'x' },
      { ['k'.repeat(41)]: 'x' },
      { note: 'v'.repeat(501) },
      { 'a[b]': 'x' },
    ]) {
      const res = await c.createSession(headers, { ...ein, metadata });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0]).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    const body =
      doc.paths['/api/client/v9/billing/checkout/create-session'].post.requestBody.content[
        'application/json'
      ].schema;
    expect(body.properties.metadata.maxProperties).toBe(50);
    expect(body.properties.metadata.additionalProperties.anyOf).toContainEqual({
      type: 'string',
      maxLength: 500,
    });
    expect(body.properties.metadata.description).toContain('keys of at most 40 characters');
  });

  it('returns only to our own origin', async () => {
    const { headers } = await createSignedInUser(t.app);
    for (const successUrl of [
      'javascript:alert(document.cookie)',
      'https://evil.example/dashboard',
      'http://localhost:3001/dashboard',
      'data:text/html,hi',
    ]) {
      const res = await c.createSession(headers, { ...ein, successUrl });
      expect(res.statusCode, successUrl).toBe(400);
      expect(res.json().errors[0].field).toBe('successUrl');
    }
  });

  it('limits session creation per user', async () => {
    const a = await createSignedInUser(t.app);
    const b = await createSignedInUser(t.app);
    const codes: number[] = [];
    for (let i = 0; i <= CHECKOUT_SESSIONS_PER_MINUTE; i += 1) {
      codes.push((await c.createSession(a.headers, ein)).statusCode);
    }
    expect(codes.slice(0, -1).every((s) => s === 200)).toBe(true);
    const last = await c.createSession(a.headers, ein);
    expect(last.statusCode).toBe(429);
    expect(last.json().errors[0].code).toBe('TOO_MANY_REQUESTS');
    expect((await c.createSession(b.headers, ein)).statusCode).toBe(200);
  });
});
