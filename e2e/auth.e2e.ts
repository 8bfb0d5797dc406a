import type { Browser } from 'playwright-core';
import { expect, test } from './test';
import { e2eServer } from './server';
import { launchBrowser, watchPageErrors, WIDTHS } from './browser';
import { waitForMail } from './mail';

test.describe('accounts in Chromium', () => {
  const baseURL = e2eServer().baseURL;
  const mailDir = e2eServer().mailDir;
  let browser: Browser;
  test.beforeAll(async () => {
    browser = await launchBrowser();
  });
  test.afterAll(() => browser.close());

  for (const [name, viewport] of Object.entries(WIDTHS)) {
    test(`a new founder signs up, logs out, resets the password and logs back in (${name})`, async () => {
      test.setTimeout(120_000);
      const page = await browser.newPage({ viewport });
      const problems = watchPageErrors(page);
      const email = `founder-${name}-${Date.now()}@example.com`;

      // The new-business questions, one at a time, defaults preselected.
      await page.goto(`${baseURL}/signup?service=formation`);
      await page.getByRole('link', { name: /Start a new business/ }).click();
      await page.waitForURL(/\/signup\/new-business\/questions\?service=formation/);
      await page.getByText('Question 1 of 5').waitFor();
      const next = page.getByRole('button', { name: 'CONTINUE', exact: true });
      expect(await next.isDisabled()).toBe(true); // type of business has no default
      await page.getByLabel('Software / SaaS').check();
      await next.click();
      await page.getByText('Question 2 of 5').waitFor();
      expect(await page.getByLabel('Just me').isChecked()).toBe(true);
      await page.getByRole('button', { name: 'GO BACK' }).click();
      expect(await page.getByLabel('Software / SaaS').isChecked()).toBe(true);
      await next.click();
      for (let i = 2; i < 5; i += 1) await next.click();
      await page.getByRole('button', { name: 'CONTINUE TO ACCOUNT' }).click();

      await page.waitForURL(/\/signup\/create-account\?service=formation/);
      await page.getByText('US LLC formation').waitFor();
      await page.getByLabel('First name').fill('Grace');
      await page.getByLabel('Last name').fill('Hopper');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill('Compiler-1952!');
      await page.getByRole('button', { name: 'Create account' }).click();
      await page.getByText('Excellent! Your account has been created successfully.').waitFor();
      await page.waitForURL(/\/dashboard\/home$/);
      expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeTruthy();
      expect(await page.evaluate(() => localStorage.getItem('refresh_token'))).toBeTruthy();

      // Log out.
      await page.evaluate(() => localStorage.setItem('probe', '1'));
      await page.goto(`${baseURL}/dashboard/home`);
      await page.getByRole('button', { name: /Account menu for Grace Hopper/ }).click();
      await page.getByRole('menuitem', { name: 'Log out' }).click();
      await page.getByText('You have been logged out successfully').waitFor();
      await page.waitForURL(/\/login/);
      expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();

      // A wrong password says so in the spec's words.
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill('Not-my-password-1');
      await page.getByRole('button', { name: 'Log in' }).click();
      // In the toast and, since issue 17, above the form too.
      await page
        .getByRole('alert')
        .getByText('Invalid email or password. Please check your credentials and try again.')
        .waitFor();

      // Reset the password through the e-mailed link.
      // The forgot-password page is loaded on demand: until it is there, 'Email' is still the
      // log-in form's field (filling it, then pressing the new page's button, sent nothing).
      await page.getByRole('link', { name: 'Forgot your password?' }).click();
      await page.waitForURL(/\/forgot-password$/);
      await page.getByRole('button', { name: 'Send reset link' }).waitFor();
      await page.getByLabel('Email').fill(email);
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await page.getByText('Password reset instructions sent to your email').waitFor();
      const mail = await waitForMail(mailDir, email, (m) =>
        m.textBody.includes('/reset-password?token='),
      );
      const link = /(http\S+\/reset-password\?token=\S+)/.exec(mail.textBody)?.[1];
      expect(link).toBeTruthy();
      await page.goto(`${baseURL}${new URL(link!).pathname}${new URL(link!).search}`);
      await page.getByLabel('New password', { exact: true }).fill('Cobol-rocks-1959');
      await page.getByLabel('Confirm new password').fill('Cobol-rocks-1959');
      await page.getByRole('button', { name: 'Set new password' }).click();
      await page.getByText('Password reset successfully').waitFor();
      await page.waitForURL(/\/login/);

      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill('Cobol-rocks-1959');
      await page.getByRole('button', { name: 'Log in' }).click();
      await page.getByText('Welcome back! You have been logged in successfully.').waitFor();
      await page.waitForURL(/\/dashboard\/home$/);
      expect(problems.filter((p) => !p.includes('401'))).toEqual([]);
      await page.close();
    });
  }

  test('sends a visitor of a dashboard page to /login and back there after login', async () => {
    const email = `returning-${Date.now()}@example.com`;
    const signup = await fetch(`${baseURL}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ firstName: 'Ada', lastName: 'L', email, password: 'Analytical-1843' }),
    });
    expect(signup.status).toBe(200);
    const page = await browser.newPage();
    await page.goto(`${baseURL}/dashboard/home?tab=x`);
    await page.waitForURL(/\/login\?redirectTo=%2Fdashboard%2Fhome%3Ftab%3Dx/);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('Analytical-1843');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(/\/dashboard\/home\?tab=x$/);
    await page.close();
  });
});
