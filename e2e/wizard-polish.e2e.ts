import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { expect, test } from './test';
import { e2eServer } from './server';
import { launchBrowser, watchPageErrors } from './browser';
import { signUpAndSignIn } from './session';

// Issue 17, the wizard's rough edges, at 1280 × 900 and on a phone (390 × 844, touch):
// questions in the address, state fees in words, a website without https://, agency
// acronyms as words, the stepper, Edit from the review, the country picker, the first field
// in error under the top bar, and naming/deleting a new company.
const SHOTS = process.env.SHOTS_DIR ?? '';
const VIEWPORTS = {
  desktop: { viewport: { width: 1280, height: 900 } },
  phone: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
} as const;

const API = '/api/client/company/v7';

for (const [width, options] of Object.entries(VIEWPORTS)) {
  test.describe(`wizard polish at ${width} width`, () => {
    const baseURL = e2eServer().baseURL;
    let browser: Browser;
    test.beforeAll(async () => {
      browser = await launchBrowser();
      if (SHOTS) mkdirSync(SHOTS, { recursive: true });
    });
    test.afterAll(() => browser.close());

    const shot = async (page: Page, name: string) => {
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/${width}-${name}.png` });
    };
    const phone = width === 'phone';

    test('keeps each onboarding question in the address: Back returns to the last one', async () => {
      const page = await browser.newPage(options);
      const problems = watchPageErrors(page);
      await page.goto(`${baseURL}/signup?service=formation`);
      await page.getByRole('link', { name: /Start a new business/ }).click();
      await page.getByText('Question 1 of 5').waitFor();
      await page.getByLabel('Software / SaaS').check();
      await page.getByRole('button', { name: 'CONTINUE', exact: true }).click();
      await page.getByText('Question 2 of 5').waitFor();
      expect(page.url()).toMatch(/[?&]q=2/);
      await page.goBack();
      await page.getByText('Question 1 of 5').waitFor();
      expect(await page.getByLabel('Software / SaaS').isChecked()).toBe(true);
      await page.goForward();
      await page.getByText('Question 2 of 5').waitFor();
      expect(problems).toEqual([]);
      await page.close();
    });

    test('shows state fees in words, then the formation steps, the review and the switcher', async () => {
      test.setTimeout(120_000);
      const page = await browser.newPage(options);
      const problems = watchPageErrors(page);
      const { accessToken } = await signUpAndSignIn(page, baseURL, `polish-${width}`);
      const api = async (path: string, body?: object, method = 'POST') => {
        const res = await fetch(`${baseURL}${path}`, {
          method,
          headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
          body: JSON.stringify(body ?? {}),
        });
        expect(res.status, `${path}: ${await res.clone().text()}`).toBe(200);
        return ((await res.json()) as { data: Record<string, unknown> }).data;
      };

      // State data in words: Pennsylvania yearly, Texas an information report, Wyoming's
      // checkout charging its $100 filing only (issue 35: the report is due later).
      await page.goto(`${baseURL}/dashboard/onboarding/pre-payment/step-1`);
      const aside = page.locator('aside[aria-live]');
      await page.getByLabel('Search states').fill('penn');
      await page.getByRole('radio', { name: /Pennsylvania/ }).check();
      await aside.getByText('$7.00 every year').first().waitFor();
      expect(await page.getByText('decennial').count()).toBe(0);
      await page.getByLabel('Search states').fill('texas');
      await page.getByRole('radio', { name: /Texas/ }).check();
      await aside.getByText('No fee (information report only)').waitFor();
      expect(await page.getByText('annual-info-only').count()).toBe(0);
      await page.getByLabel('Search states').fill('wyo');
      await page.getByRole('radio', { name: /Wyoming/ }).check();
      await aside.getByText('$60.00 every year').waitFor();
      const filing = aside
        .getByText('Wyoming formation filing (Articles of Organization)')
        .locator('..');
      expect(await filing.textContent()).toContain('$100.00');
      await shot(page, 'choose-state');

      // Paid for Wyoming and the six steps saved through the API (the formation journey
      // covers them through the UI).
      await api(`${API}/formation/selection`, { state: 'WY', products: [] });
      const session = await api('/api/client/v9/billing/checkout/create-session', {
        items: ['company-onboarding-bundle'],
        successUrl: `${baseURL}/dashboard`,
        metadata: {},
        enableAutomaticPaymentMethods: true,
      });
      await api('/api/client/v9/billing/checkout/local/confirm', {
        ...session,
        cardNumber: '4242424242424242',
        expiry: '12/34',
        cvc: '123',
      });
      await api('/api/client/v9/billing/payment-success', { sessionId: session.sessionId });
      const address = { line1: '1 Marina Rd', city: 'Lagos', country: 'NG' };
      await api(`${API}/company-info`, {
        companyName: 'Nube Clara',
        companyNameType: 'LLC',
        state: 'WY',
        businessPurpose: 'Software',
      });
      await api(`${API}/formation/registered-agent`, { useOurs: true });
      await api(`${API}/owners`, {
        owners: [
          {
            firstName: 'Ada',
            lastName: 'Obi',
            email: 'ada@example.com',
            ownershipPercentage: 100,
            address,
          },
        ],
      });
      await api(`${API}/formation/mailing-address`, { useOurs: true });
      await api(`${API}/responsible-party-details`, {
        firstName: 'Ada',
        lastName: 'Obi',
        email: 'ada@example.com',
        phone: '+234 800 000 0000',
        taxIdType: 'NONE',
      });
      await api(`${API}/formation/bank-account`, { preference: 'mercury' });

      // The stepper: no step cut off at 1280; "Step 6 of 6" and the current one in view on a phone.
      await page.goto(`${baseURL}/dashboard/onboarding/formation/step-6`);
      const current = page.locator('nav[aria-label="Steps"] li[aria-current="step"]');
      await current.getByText('Bank Account').waitFor();
      const box = (await current.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(options.viewport.width);
      if (phone) await page.getByTestId('step-of').getByText('Step 6 of 6').waitFor();
      else expect(await page.getByTestId('step-of').isVisible()).toBe(false);
      await shot(page, 'stepper');

      // Edit from the review returns to the review; on the way: the first field in error
      // is focused with its label under the top bar, a bare domain is a website, and "First"
      // holds no agency acronym.
      await page.goto(`${baseURL}/dashboard/onboarding/formation/review`);
      await page.getByRole('link', { name: /Edit\s*Company Information/ }).click();
      await page.waitForURL(/formation\/step-1\?from=review$/);
      const name = page.getByLabel('Company name (first choice)');
      await name.fill('First Bank Holdings');
      await page.getByText(/"bank" is a restricted word/).waitFor();
      expect(await page.getByText(/"irs"/).count()).toBe(0);
      await page.getByLabel('Website (optional)').fill('nubeclara.com');
      await page.getByText('Saved as https://nubeclara.com').waitFor();
      await page.getByLabel('What will the company do?').fill('');
      await page.getByRole('button', { name: 'CONTINUE', exact: true }).click();
      await page.getByText('Please enter a description.').waitFor();
      const purpose = page.getByLabel('What will the company do?');
      await expect.poll(() => purpose.evaluate((el) => el === document.activeElement)).toBe(true);
      const label = page.locator('label', { hasText: 'What will the company do?' });
      const header = (await page.locator('header').first().boundingBox())!;
      const labelBox = (await label.boundingBox())!;
      expect(labelBox.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
      expect(labelBox.y).toBeLessThan(options.viewport.height);
      await shot(page, 'field-error');
      await purpose.fill('Software development');
      await page.getByRole('button', { name: 'CONTINUE', exact: true }).click();
      await page.waitForURL(/formation\/review$/);
      await page.getByRole('main').getByText('First Bank Holdings LLC').waitFor();

      // The country picker: search and tap, from the Ownership step opened from the review.
      await page.getByRole('link', { name: /Edit\s*Ownership/ }).click();
      await page.waitForURL(/formation\/step-3\?from=review$/);
      await page.getByRole('button', { name: /^Country Nigeria/ }).click();
      const picker = page.getByRole('dialog', { name: 'Country' });
      await picker.getByText('Popular').waitFor();
      await picker.getByPlaceholder('Search countries').fill('sing');
      await shot(page, 'country-picker');
      await picker.getByRole('option', { name: 'Singapore' }).click();
      await page.getByRole('button', { name: /^Country Singapore/ }).waitFor();
      await page.getByRole('button', { name: 'CONTINUE', exact: true }).click();
      await page.waitForURL(/formation\/review$/);

      // Create New Company asks for a name; the new, unpaid company can be deleted.
      const openSwitcher = async () => {
        if (phone) await page.getByRole('button', { name: 'Open menu' }).click();
        await page
          .getByRole(phone ? 'dialog' : 'complementary')
          .getByRole('button', { name: /^Company/ })
          .click();
      };
      await openSwitcher();
      await page.getByRole('menuitem', { name: 'Create New Company' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create a new company' });
      await dialog.getByLabel('Company name').fill('Second Venture');
      await shot(page, 'new-company');
      await dialog.getByRole('button', { name: 'Create company' }).click();
      await page.waitForURL(/\/dashboard\/onboarding\/pre-payment\/step-1$/); // its onboarding
      // The toast it raises sits below the header: the menu stays reachable (decision 0134).
      const toast = page.locator('[data-sonner-toast]').first();
      await toast.waitFor();
      // Polled: the toast slides in from above before it settles.
      await expect
        .poll(async () => (await toast.boundingBox())?.y ?? -1)
        .toBeGreaterThanOrEqual(header.y + header.height);
      await openSwitcher();
      await page.getByRole('menuitem', { name: 'Delete Second Venture' }).click();
      await page.getByRole('dialog', { name: 'Delete Second Venture?' }).waitFor();
      await shot(page, 'delete-company');
      await page.getByRole('button', { name: 'Delete company' }).click();
      await page.getByText('The company was deleted.').waitFor();
      // The dashboard is back on the remaining company.
      await expect
        .poll(() => page.evaluate(() => localStorage.getItem('current_company_id')))
        .not.toBe(null);
      await shot(page, 'after-delete');
      const list = (await (
        await fetch(`${baseURL}${API}/companies`, {
          headers: { authorization: `Bearer ${accessToken}` },
        })
      ).json()) as { data: { companyName: string }[] };
      expect(list.data.map((c) => c.companyName)).toEqual(['First Bank Holdings']);
      expect(problems).toEqual([]);
      await page.close();
    });
  });
}
