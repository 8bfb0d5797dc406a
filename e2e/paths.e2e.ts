import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, watchPageErrors, WIDTHS } from './browser';
import { opsCli } from './ops';

// Issue 18 §1: the existing-LLC path and the one-service path, each from its sign-up.
// SHOTS_DIR (optional) keeps screenshots of Bring your LLC and the offer at 1280 and 390 px.
const shotsDir = process.env.SHOTS_DIR;

describe('three paths in: an existing LLC and one service', () => {
  const baseURL = inject('baseURL');
  const ops = opsCli(baseURL);
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  /** Answers each question with the option named (the questions' radios), then goes on. */
  const answer = async (page: Page, options: string[]) => {
    for (const [i, option] of options.entries()) {
      await page.getByText(`Question ${i + 1} of ${options.length}`).waitFor();
      await page.getByLabel(option, { exact: true }).check();
      const last = i === options.length - 1;
      await page
        .getByRole('button', { name: last ? 'CONTINUE TO ACCOUNT' : 'CONTINUE', exact: true })
        .click();
    }
  };

  const createAccount = async (page: Page, email: string) => {
    await page.getByLabel('First name').fill('Amara');
    await page.getByLabel('Last name').fill('Okafor');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('Compiler-1952!');
    await page.getByRole('button', { name: 'Create account' }).click();
  };

  /** Full-page screenshots at both widths, when asked for. */
  const shoot = async (page: Page, name: string) => {
    if (!shotsDir) return;
    for (const [label, size] of Object.entries(WIDTHS)) {
      await page.setViewportSize(size);
      await page.screenshot({ path: `${shotsDir}/${name}-${size.width}.png`, fullPage: true });
      void label;
    }
    await page.setViewportSize(WIDTHS.desktop);
  };

  it(
    'existing LLC: questions → account → Bring your LLC → its dashboard without the wizard → verified by staff',
    { timeout: 180_000 },
    async () => {
      const page = await browser.newPage({ viewport: WIDTHS.desktop });
      const problems = watchPageErrors(page);
      const email = `existing-${Date.now()}@example.com`;

      await page.goto(`${baseURL}/signup/existing-business/questions`);
      await answer(page, ['Last year', 'Software / SaaS', 'Just me', 'Up to $50k', 'Bookkeeping']);
      await createAccount(page, email);
      await page.waitForURL(/\/dashboard\/onboarding\/bring-your-llc$/);
      await page.getByRole('heading', { name: 'Bring your LLC', level: 1 }).waitFor();

      // Saving with nothing entered shows each error next to its field.
      await page.getByRole('button', { name: 'Save my LLC’s details' }).click();
      await page.getByText('Enter the date your LLC was formed').waitFor();
      expect(await page.getByText('Please enter a company name.').count()).toBe(1);

      await page.getByLabel('Legal name (without LLC)').fill('Nube Clara');
      await page.getByRole('combobox', { name: 'State of formation' }).click();
      await page.getByRole('option', { name: 'Wyoming', exact: true }).click();
      await page.getByLabel('Formation date').fill('2023-03-14');
      await page.getByLabel('State file number').fill('2023-001234567');
      await page.getByLabel('EIN (optional)').fill('12-3456789');
      // The owner is the customer (100%); their address.
      await page.getByLabel('Street address', { exact: true }).first().fill('1 Marina Road');
      await page.getByLabel('City', { exact: true }).first().fill('Lagos');
      await page
        .getByRole('button', { name: /^Country/ })
        .first()
        .click();
      await page.getByPlaceholder('Search countries').fill('Nigeria');
      await page.getByRole('option', { name: 'Nigeria', exact: true }).click();
      await shoot(page, 'bring-your-llc');

      await page.getByRole('button', { name: 'Save my LLC’s details' }).click();
      await page.waitForURL(/\/dashboard\/home$/);
      await page.getByRole('heading', { name: 'Your details are being verified' }).waitFor();
      // No formation wizard for an LLC formed elsewhere.
      expect(await page.getByText('Choose your state and pay the formation fee').count()).toBe(0);
      await page.goto(`${baseURL}/dashboard/onboarding/pre-payment/step-1`);
      await page.waitForURL(/\/dashboard\/home$/);

      // Staff verify the details; the customer sees it.
      expect(await ops('company', email)).toContain('to be verified');
      expect(await ops('verify', email)).toContain('Verified');
      await page.reload();
      await page.getByRole('heading', { name: 'Your LLC’s details are verified' }).waitFor();
      expect(problems).toEqual([]);
      await page.close();
    },
  );

  it(
    '?service=bookkeeping: sign-up lands on the bookkeeping offer, which asks for the LLC first',
    { timeout: 120_000 },
    async () => {
      const page = await browser.newPage({ viewport: WIDTHS.desktop });
      const problems = watchPageErrors(page);
      const email = `bookkeeping-${Date.now()}@example.com`;

      await page.goto(`${baseURL}/signup/create-account?service=bookkeeping`);
      // The kind of business has no default: its questions come first.
      await page.waitForURL(/\/signup\/new-business\/questions/);
      await answer(page, [
        'Software / SaaS',
        'Just me',
        'Up to $50k',
        'This is my first company',
        'An idea',
      ]);
      await createAccount(page, email);
      await page.waitForURL(/\/dashboard\/billing\/offer\/bookkeeping$/);
      await page.getByRole('heading', { name: 'Tell us about your LLC' }).waitFor();
      await page.getByRole('link', { name: 'No LLC yet? Form one with us' }).waitFor();
      await page.getByRole('heading', { name: 'Bookkeeping', level: 1 }).waitFor();
      await shoot(page, 'offer-bookkeeping');

      // "Enter my LLC's details" leads to Bring your LLC, which returns to the offer.
      await page.getByRole('link', { name: 'Enter my LLC’s details' }).click();
      await page.waitForURL(
        /bring-your-llc\?returnTo=%2Fdashboard%2Fbilling%2Foffer%2Fbookkeeping$/,
      );
      await page.getByRole('heading', { name: 'Bring your LLC', level: 1 }).waitFor();
      expect(problems).toEqual([]);
      await page.close();
    },
  );
});
