import type { Browser, Page } from 'playwright-core';
import { expect, test } from './test';
import { e2eServer } from './server';
import { signupBody } from '../apps/api/test/fixtures/signup-body.mjs';
import { launchBrowser, WIDTHS } from './browser';
import { shoot } from './journey';

test.describe('buying a service on the billing page', () => {
  const baseURL = e2eServer().baseURL;
  let browser: Browser;
  test.beforeAll(async () => {
    browser = await launchBrowser();
  });
  test.afterAll(() => browser.close());

  const signedIn = async (): Promise<Page> => {
    const res = await fetch(`${baseURL}/api/client/public/v9/company/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(
        signupBody(`billing-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`),
      ),
    });
    const { data } = (await res.json()) as { data: { accessToken: string; refreshToken: string } };
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${baseURL}/login`);
    await page.evaluate((t) => {
      localStorage.setItem('auth_token', t.accessToken);
      localStorage.setItem('refresh_token', t.refreshToken);
    }, data);
    await page.goto(`${baseURL}/dashboard/billing`);
    return page;
  };

  /**
   * Buys Bookkeeping: each product has one button, "Buy <product> — $<price>" (the formation
   * bundle's needs the wizard's state first), and the test-mode hint is said once per page.
   */
  const payWith = async (page: Page, card: string) => {
    // The catalogue is folded by category (decision 0189): the product's link opens its own.
    await page.goto(`${baseURL}/dashboard/billing?offer=bookkeeping`);
    const buy = page.getByRole('button', { name: /^Buy Bookkeeping — \$[\d,]+\.\d\d$/ });
    await buy.waitFor();
    expect(await page.getByText(/^Test Mode: use card 4242/).count()).toBe(1);
    await buy.click();
    const dialog = page.getByRole('dialog', { name: 'Buy Bookkeeping' });
    await dialog.getByLabel('Card number').fill(card);
    await dialog.getByLabel('Expiry').fill('12/30');
    await dialog.getByLabel('CVC').fill('123');
    await dialog.getByRole('button', { name: 'Pay now' }).click();
  };

  test('pays with 4242…, shows the success overlay and lists a receipt whose PDF opens', async () => {
    const page = await signedIn();
    await payWith(page, '4242 4242 4242 4242');
    await page.getByText('Payment Successful!').waitFor();
    await page.waitForURL(/session_id=/, { timeout: 10_000 });
    await page.getByRole('button', { name: 'Receipt' }).waitFor();
    const number = await page.locator('td.font-mono').first().textContent();
    expect(number).toMatch(/^CL-/);
    const pdfStart = await page.evaluate(async () => {
      const id = await fetch('/api/client/company/v7/receipts/paged', {
        headers: { authorization: `Bearer ${localStorage.getItem('auth_token') ?? ''}` },
      })
        .then((r) => r.json())
        .then((b: { data: { content: { id: string }[] } }) => b.data.content[0]?.id);
      const pdf = await fetch(`/api/client/company/v7/receipt/${id}/download`, {
        headers: { authorization: `Bearer ${localStorage.getItem('auth_token') ?? ''}` },
      });
      return new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5));
    });
    expect(pdfStart).toBe('%PDF-');
    await page.close();
  });

  test('shows the failure overlay and a toast for the declined card', async () => {
    const page = await signedIn();
    await payWith(page, '4000 0000 0000 0002');
    await page.getByText('Payment Failed').waitFor();
    await page.getByText('Your card was declined. Please use another card.').first().waitFor();
    await page.close();
  });

  test('shows the cancel page', async () => {
    const page = await signedIn();
    await page.goto(`${baseURL}/dashboard/billing/cancel`);
    await page.getByRole('heading', { name: 'Payment cancelled' }).first().waitFor();
    expect(await page.getByText('Nothing was charged.', { exact: false }).count()).toBe(1);
    await page.close();
  });

  test('saves the billing address printed on receipts', async () => {
    const page = await signedIn();
    await page.getByRole('tab', { name: 'Payment method' }).click();
    await page.waitForURL(/view=payment/);
    await page.getByLabel('Name on receipts').fill('Ada Lovelace');
    await page.getByLabel('Address', { exact: true }).fill('12 St James Square');
    await page.getByLabel('City').fill('London');
    // The searchable country picker (issue 17).
    await page.getByRole('button', { name: /^Country/ }).click();
    await page.getByPlaceholder('Search countries').fill('uk');
    await page.getByRole('option', { name: 'United Kingdom' }).click();
    await page.getByRole('button', { name: 'Save billing address' }).click();
    await page.getByText('Your billing address has been saved.').waitFor();
    await shoot(page, 'billing-address', [WIDTHS.desktop, WIDTHS.mobile]);
    await page.reload();
    await expect.poll(() => page.getByLabel('City').inputValue()).toBe('London');
    await page.close();
  });

  test('shows the provider in use on test/integrations', async () => {
    const page = await signedIn();
    await page.goto(`${baseURL}/dashboard/test/integrations`);
    await expect.poll(() => page.getByTestId('provider-name').textContent()).toBe('local');
    await page.getByText('Run a test payment').waitFor();
    await page.close();
  });
});
