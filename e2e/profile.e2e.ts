import type { Browser } from 'playwright-core';
import { expect, test } from './test';
import { e2eServer } from './server';
import { launchBrowser, watchPageErrors, WIDTHS } from './browser';
import { waitForMail } from './mail';
import { signUpAndSignIn } from './session';

// Issue 17: a signed-in founder is sent to the dashboard from visitors' pages, and changes
// their own name, phone, password (other sessions end) and e-mail (by a link).
test.describe('the signed-in founder and their profile in Chromium', () => {
  const baseURL = e2eServer().baseURL;
  const mailDir = e2eServer().mailDir;
  let browser: Browser;
  test.beforeAll(async () => {
    browser = await launchBrowser();
  });
  test.afterAll(() => browser.close());

  const api = (path: string, init: { token?: string; body?: object } = {}) =>
    fetch(`${baseURL}/api${path}`, {
      method: init.body ? 'POST' : 'GET',
      headers: {
        'content-type': 'application/json',
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      },
      body: init.body ? JSON.stringify(init.body) : null,
    });

  for (const [name, viewport] of Object.entries(WIDTHS)) {
    test(`redirects from visitors’ pages and changes the profile (${name})`, async () => {
      test.setTimeout(120_000);
      const page = await browser.newPage({ viewport, hasTouch: name === 'mobile' });
      const problems = watchPageErrors(page);
      const { email } = await signUpAndSignIn(page, baseURL, `profile-${name}`);

      for (const path of ['/login', '/', '/signup', '/signup/create-account', '/no-such-page']) {
        await page.goto(`${baseURL}${path}`);
        await page.waitForURL(/\/dashboard\/home$/);
      }

      // Another device, signed in with the same account.
      const other = await api('/client/public/v9/login', {
        body: { email, password: 'Compiler-1952!' },
      });
      const otherToken = ((await other.json()) as { data: { accessToken: string } }).data
        .accessToken;

      await page.getByRole('button', { name: /Account menu for Grace Hopper/ }).click();
      await page.getByRole('menuitem', { name: 'Profile' }).click();
      await page.waitForURL(/\/dashboard\/profile$/);
      const details = page.getByRole('region', { name: 'Your details' });
      await details.getByLabel('Last name').fill('Brewster Hopper');
      await details.getByLabel('Country code').selectOption('GB');
      await details.getByLabel('Phone (optional)').fill('abc');
      await details.getByRole('button', { name: 'Save details' }).click();
      await details
        .getByText('Please enter a valid phone number, with its country code.')
        .waitFor();
      await details.getByLabel('Phone (optional)').fill('020 7946 0958');
      await details.getByRole('button', { name: 'Save details' }).click();
      await page.getByText('Your profile has been updated.').waitFor();
      await page.getByRole('button', { name: /Account menu for Grace Brewster Hopper/ }).waitFor();

      const password = page.getByRole('region', { name: 'Password' });
      await password.getByLabel('Current password').fill('Compiler-1952!');
      await password.getByLabel('New password', { exact: true }).fill('password123');
      await password.getByText('Strength: Very weak').waitFor();
      await password.getByLabel('New password', { exact: true }).fill('Cobol-rocks-1959');
      await password.getByLabel('Confirm new password').fill('Cobol-rocks-1959');
      await password.getByRole('button', { name: 'Change password' }).click();
      await page
        .getByText('Your password has been changed. Your other devices have been signed out.')
        .waitFor();
      expect((await api('/client/v9/me', { token: otherToken })).status).toBe(401);
      // This device stays signed in.
      await page.reload();
      await page.getByRole('heading', { name: 'Profile', level: 1 }).waitFor();

      const newEmail = `moved-${name}-${Date.now()}@example.com`;
      const emailForm = page.getByRole('region', { name: 'Email' });
      await emailForm.getByLabel('New email').fill(newEmail);
      await emailForm.getByLabel('Current password').fill('Cobol-rocks-1959');
      await emailForm.getByRole('button', { name: 'Send confirmation link' }).click();
      await emailForm.getByRole('status').getByText(newEmail).waitFor();
      const mail = await waitForMail(mailDir, newEmail, (m) =>
        m.textBody.includes('/confirm-email?token='),
      );
      const link = new URL(/(http\S+\/confirm-email\?token=\S+)/.exec(mail.textBody)![1]!);
      await page.goto(`${baseURL}${link.pathname}${link.search}`);
      await page.getByRole('heading', { name: 'Your email is confirmed' }).waitFor();
      await page.getByRole('link', { name: 'Back to your profile' }).click();
      await page.getByText(`You sign in with ${newEmail}.`).waitFor();
      expect((await waitForMail(mailDir, email, (m) => m.kind === 'EMAIL_CHANGED')).kind).toBe(
        'EMAIL_CHANGED',
      );
      // The link works once.
      await page.goto(`${baseURL}${link.pathname}${link.search}`);
      await page.getByRole('heading', { name: 'This link has expired' }).waitFor();

      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth > window.innerWidth,
      );
      expect(overflow).toBe(false);
      expect(problems.filter((p) => !p.includes('400'))).toEqual([]);
      await page.close();
    });
  }

  test('says a used reset link has expired as soon as it opens', async () => {
    const page = await browser.newPage({ viewport: WIDTHS.mobile, hasTouch: true });
    await page.goto(`${baseURL}/reset-password?token=not-a-real-token`);
    await page.getByRole('heading', { name: 'This link has expired' }).waitFor();
    await page.getByRole('link', { name: 'Send me a new link' }).click();
    await page.waitForURL(/\/forgot-password$/);
    await page.close();
  });
});
