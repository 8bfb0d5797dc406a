import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { securityHeaders } from './security';

describe('security headers', () => {
  it('are the headers helmet writes for our policy, worked out once', () => {
    const headers = securityHeaders();
    expect(headers['content-security-policy']).toBe(
      "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';" +
        "img-src 'self' data: blob:;font-src 'self' data:;connect-src 'self';frame-src 'self' blob:;" +
        "object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'none'",
    );
    expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers).not.toHaveProperty('x-powered-by');
    expect(headers).not.toHaveProperty('cross-origin-embedder-policy');
  });

  it('open the CSP to Stripe and to an image origin only when asked', () => {
    const csp = securityHeaders({ stripe: true, imageOrigins: ['https://px.example.com'] })[
      'content-security-policy'
    ];
    expect(csp).toContain("script-src 'self' https://js.stripe.com;");
    expect(csp).toContain("img-src 'self' data: blob: https://px.example.com;");
    expect(csp).toContain("connect-src 'self' https://api.stripe.com;");
  });

  describe('on answers', () => {
    let t: TTestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(() => t.close());

    it('are on every API answer, errors included, with no-store', async () => {
      for (const url of ['/api/health', '/api/nope', '/api/client/company/v7/details']) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.headers['content-security-policy'], url).toBe(
          securityHeaders()['content-security-policy'],
        );
        expect(res.headers['strict-transport-security'], url).toBeTruthy();
        expect(res.headers['cache-control'], url).toBe('no-store');
        expect(res.headers['x-powered-by'], url).toBeUndefined();
      }
    });
  });
});
