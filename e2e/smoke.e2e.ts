import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, watchPageErrors, WIDTHS } from './browser';

describe('the built portal in Chromium', () => {
  const baseURL = inject('baseURL');
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it.each(Object.entries(WIDTHS))(
    'loads with the brand in the title at %s width',
    async (_name, viewport) => {
      const page = await browser.newPage({ viewport });
      const problems = watchPageErrors(page);
      await page.goto(`${baseURL}/login`);
      await expect.poll(() => page.title()).toBe('Log in | Charterline');
      await page.getByRole('button', { name: 'Log in' }).waitFor();
      expect(problems).toEqual([]);
      await page.close();
    },
  );

  it('serves the SPA for deep links (history-API fallback) and the API under /api', async () => {
    const page = await browser.newPage();
    const response = await page.goto(`${baseURL}/some/deep/link`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    const health = await page.evaluate(() => fetch('/api/health').then((r) => r.json()));
    expect(health).toMatchObject({ status: 'success', data: { db: 'ok' } });
    await page.close();
  });
});
