import type { Browser } from 'playwright-core';
import { expect, test } from './test';
import { e2eServer } from './server';
import { signupBody } from '../apps/api/test/fixtures/signup-body.mjs';
import { launchBrowser, watchPageErrors, WIDTHS } from './browser';

test.describe('the built portal in Chromium', () => {
  const baseURL = e2eServer().baseURL;
  let browser: Browser;
  test.beforeAll(async () => {
    browser = await launchBrowser();
  });
  test.afterAll(() => browser.close());

  for (const [name, viewport] of Object.entries(WIDTHS)) {
    test(`loads with the brand in the title at ${name} width`, async () => {
      const page = await browser.newPage({ viewport });
      const problems = watchPageErrors(page);
      await page.goto(`${baseURL}/login`);
      await expect.poll(() => page.title()).toBe('Log in | Charterline');
      await page.getByRole('button', { name: 'Log in' }).waitFor();
      expect(problems).toEqual([]);
      await page.close();
    });
  }

  test('serves the SPA for deep links (history-API fallback) and the API under /api', async () => {
    const page = await browser.newPage();
    const response = await page.goto(`${baseURL}/some/deep/link`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    const health = await page.evaluate(() => fetch('/api/health').then((r) => r.json()));
    expect(health).toMatchObject({ status: 'success', data: { db: 'ok' } });
    // Issue 34: `npm start` serves the portal on Node 24 whatever the system's Node is.
    expect(Number(String(health.data.node).split('.')[0])).toBeGreaterThanOrEqual(24);
    await page.close();
  });

  test('sends the security headers on pages and no-store on personal API answers', async () => {
    const page = await fetch(`${baseURL}/login`);
    const csp = page.headers.get('content-security-policy') ?? '';
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(page.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(page.headers.get('x-powered-by')).toBeNull();
    const html = await page.text();
    // No inline script may run under this CSP: every script is a file of ours.
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>\s*\S/);

    const signup = await fetch(`${baseURL}/api/client/public/v9/company/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(
        signupBody(`headers-${Date.now()}@example.com`, {
          firstName: 'Hedy',
          lastName: 'Lamarr',
          password: 'Frequency-hop-1942',
        }),
      ),
    });
    const { data } = (await signup.json()) as { data: { accessToken: string } };
    for (const path of ['/api/client/v9/me', '/api/client/company/v7/details']) {
      const res = await fetch(`${baseURL}${path}`, {
        headers: { authorization: `Bearer ${data.accessToken}` },
      });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('no-store');
      expect(res.headers.get('x-powered-by')).toBeNull();
    }
  });

  test('sends the scripts compressed and cached for good, the page revalidated', async () => {
    const html = await (await fetch(`${baseURL}/login`)).text();
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    for (const [accept, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const res = await fetch(`${baseURL}${script}`, { headers: { 'accept-encoding': accept } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    }
    const page = await fetch(`${baseURL}/login`);
    expect(page.headers.get('cache-control')).toBe('no-cache');
  });
});
