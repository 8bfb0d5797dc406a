import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { expect, test } from './test';
import { e2eServer } from './server';
import { opsCli } from './ops';
import { launchBrowser, watchPageErrors, WIDTHS } from './browser';
import { waitForMail } from './mail';
import { signUpAndSignIn } from './session';

/** Set E2E_SHOTS_DIR to keep a screenshot of each screen this journey looks at. */
const shotsDir = process.env.E2E_SHOTS_DIR;

/** A founder who paid for Wyoming and confirmed all six formation steps, through the API. */
const confirmedFounder = async (baseURL: string, page: Page, name: string) => {
  const session = await signUpAndSignIn(page, baseURL, name);
  const call = async (path: string, body: object) => {
    const res = await fetch(`${baseURL}/api${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${session.accessToken}`,
      },
      body: JSON.stringify(body),
    });
    const json = (await res.json()) as { data: Record<string, unknown> };
    if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(json)}`);
    return json.data;
  };
  const company = '/client/company/v7';
  await call(`${company}/formation/selection`, { state: 'WY', products: [] });
  const checkout = await call('/client/v9/billing/checkout/create-session', {
    items: ['company-onboarding-bundle'],
    successUrl: `${baseURL}/dashboard/onboarding/pre-payment/step-3`,
    metadata: {},
    enableAutomaticPaymentMethods: true,
  });
  await call('/client/v9/billing/checkout/local/confirm', {
    ...checkout,
    cardNumber: '4242424242424242',
    expiry: '12/34',
    cvc: '123',
  });
  const address = { line1: '1 Marina Rd', city: 'Lagos', country: 'NG' };
  const person = { firstName: 'Grace', lastName: 'Hopper', email: session.email };
  for (const [path, body] of [
    [
      '/company-info',
      {
        companyName: 'Nube Clara',
        companyNameType: 'LLC',
        state: 'WY',
        businessPurpose: 'Software',
      },
    ],
    ['/formation/registered-agent', { useOurs: true }],
    ['/owners', { owners: [{ ...person, ownershipPercentage: 100, address }] }],
    ['/formation/mailing-address', { useOurs: true }],
    ['/responsible-party-details', { ...person, phone: '+234 803 123 4567', taxIdType: 'NONE' }],
    ['/formation/bank-account', { preference: 'mercury' }],
    ['/status/confirm', {}],
  ] as const) {
    await call(`${company}${path}`, body);
  }
  return session;
};

test.describe('support on a phone, and the filing tracker live', () => {
  const baseURL = e2eServer().baseURL;
  const mailDir = e2eServer().mailDir;
  let browser: Browser;
  test.beforeAll(async () => {
    browser = await launchBrowser();
    if (shotsDir) mkdirSync(shotsDir, { recursive: true });
  });
  test.afterAll(() => browser.close());

  const ops = opsCli(baseURL);
  const shot = async (page: Page, name: string) => {
    if (shotsDir) await page.screenshot({ path: join(shotsDir, `${name}.png`), fullPage: true });
  };

  for (const [width, viewport] of Object.entries(WIDTHS)) {
    const phone = width === 'mobile';
    test(`reaches support and sees an operations step arrive without a reload (${width})`, async () => {
      test.setTimeout(120_000);
      const page = await browser.newPage({
        viewport: phone ? viewport : { width: 1280, height: 900 },
        ...(phone ? { hasTouch: true, isMobile: true } : {}),
      });
      const problems = watchPageErrors(page);
      const { email } = await confirmedFounder(baseURL, page, `live-${width}`);

      // Support: the SUPPORT item shows only from 1024 px (docs/product.md § Dashboard
      // layout); a phone gets Help instead.
      await page.goto(`${baseURL}/dashboard/home`);
      await page.getByRole('link', { name: 'Get help' }).waitFor();
      await shot(page, `home-${width}`);
      if (phone) {
        expect(await page.getByRole('link', { name: 'SUPPORT' }).count()).toBe(0);
        await page.getByRole('button', { name: 'Open menu' }).tap();
        const drawer = page.getByRole('dialog');
        await drawer.getByRole('link', { name: 'Help and support' }).waitFor();
        await shot(page, `drawer-${width}`);
        await drawer.getByRole('link', { name: 'Help and support' }).tap();
      } else {
        // The skip link is the first Tab, and leads into the page.
        await page.keyboard.press('Tab');
        const skip = page.getByRole('link', { name: 'Skip to main content' });
        expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
        await shot(page, `skip-link-${width}`);
        await page.keyboard.press('Enter');
        await page.keyboard.press('Tab');
        expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(
          true,
        );
        await page.getByRole('link', { name: 'SUPPORT' }).click();
      }
      await page.waitForURL(/\/dashboard\/support$/);
      await page.getByRole('heading', { name: 'How can we help?' }).waitFor();

      // The tracker, left open while operations records the first step.
      await page.goto(`${baseURL}/dashboard/onboarding/formation-ongoing/step-1`);
      const first = page.locator('[data-step="DOCUMENTS_SUBMITTED"]');
      await first.waitFor();
      expect(await first.getAttribute('data-done')).toBe('false');
      await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
      expect(await ops('step', email, 'next')).toContain('processing:  1/7');
      await page
        .locator('[data-step="DOCUMENTS_SUBMITTED"][data-done="true"]')
        .waitFor({ timeout: 20_000 });
      await page.getByTestId('notification-badge').waitFor({ timeout: 20_000 });
      expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(
        true,
      );
      await shot(page, `tracker-${width}`);

      // The notification reads as a sentence; See all opens the full list.
      await page.getByRole('button', { name: /Notifications, \d+ unread/ }).click();
      const menu = page.getByRole('menu');
      await menu
        .getByText('We checked the formation details of Nube Clara LLC and prepared its filing.')
        .waitFor();
      await menu.getByText(/See all notifications/).click();
      await page.waitForURL(/\/dashboard\/notifications$/);
      await page.getByRole('heading', { name: 'Notifications' }).waitFor();
      await page.getByText('Thank you: we received the payment for Nube Clara LLC.').waitFor();
      await shot(page, `notifications-${width}`);
      await page.getByRole('button', { name: /Mark all read/ }).click();
      await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();

      // The stage e-mail links to the tracker, in both parts.
      const mail = await waitForMail(
        mailDir,
        email,
        (m) => m.kind === 'processing-documents-submitted',
      );
      expect(mail.kind).toBe('processing-documents-submitted');
      const tracker = `${baseURL}/dashboard/onboarding/formation-ongoing/step-1`;
      expect(mail.textBody).toContain(tracker);
      expect(mail.htmlBody).toContain(`href="${tracker}"`);

      // No session to confirm: the success page says so instead of claiming a payment.
      await page.goto(`${baseURL}/dashboard/billing/success`);
      await page.getByRole('heading', { name: 'No payment to confirm' }).waitFor();
      await shot(page, `billing-success-${width}`);

      // Formed: Invoicing is open (issue 21), with no onboarding button.
      for (let i = 1; i < 7; i += 1) {
        await ops('step', email, 'next', ...(i === 4 ? ['--ein', '98-7654321'] : []));
      }
      await page.goto(`${baseURL}/dashboard/invoicing`);
      await page.getByText('No invoices yet').waitFor();
      expect(await page.getByRole('link', { name: 'Continue onboarding' }).count()).toBe(0);
      await shot(page, `invoicing-formed-${width}`);

      expect(problems).toEqual([]);
      await page.close();
    });
  }
});
