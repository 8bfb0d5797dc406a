import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { expect, test } from './test';
import { e2eServer } from './server';
import { opsCli } from './ops';
import { launchBrowser, watchPageErrors } from './browser';
import { pickCountry } from './journey';

test.describe('forming an LLC from sign-up to COMPLETED', () => {
  const baseURL = e2eServer().baseURL;
  let browser: Browser;
  test.beforeAll(async () => {
    browser = await launchBrowser();
  });
  test.afterAll(() => browser.close());

  const ops = opsCli(baseURL);

  test('signs up, pays for Wyoming, fills the six steps, confirms, and follows ops to the end', async () => {
    test.setTimeout(240_000);
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const problems = watchPageErrors(page);
    const email = `formation-${Date.now()}@example.com`;
    const next = page.getByRole('button', { name: 'CONTINUE', exact: true });

    // Sign up.
    await page.goto(`${baseURL}/signup?service=formation`);
    await page.getByRole('link', { name: /Start a new business/ }).click();
    await page.getByText('Question 1 of 5').waitFor();
    await page.getByLabel('Software / SaaS').check();
    for (let i = 0; i < 4; i += 1) await next.click();
    await page.getByRole('button', { name: 'CONTINUE TO ACCOUNT' }).click();
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Obi');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('Compiler-1952!');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(/\/dashboard\/home$/);

    // Pre-payment: Wyoming, no extras, pay with the test card.
    await page.getByRole('link', { name: 'Start onboarding' }).click();
    await page.waitForURL(/\/dashboard\/onboarding$/);
    await page.getByRole('link', { name: 'Start', exact: true }).click();
    await page.waitForURL(/pre-payment\/step-1$/);
    await page.getByLabel('Search states').fill('wyo');
    await page.getByRole('radio', { name: /Wyoming/ }).check();
    await page.getByTestId('checkout-total').waitFor();
    await next.click();
    await page.waitForURL(/pre-payment\/step-2$/);
    await page.getByText('Nothing added').waitFor();
    await next.click();
    await page.waitForURL(/pre-payment\/step-3$/);
    await page.getByText('Wyoming formation filing (Articles of Organization)').waitFor();
    await page.getByRole('button', { name: 'PROCEED TO PAYMENT' }).click();
    await page.getByRole('dialog', { name: 'Secure Checkout' }).waitFor();
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry').fill('12/30');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: 'Pay now' }).click();
    await page.getByText('Payment Successful!').waitFor();
    await page.waitForURL(/formation\/step-1$/, { timeout: 20_000 });

    // 1. Company Information: the name rules, live.
    const name = page.getByLabel('Company name (first choice)');
    await name.fill('Acme LLC');
    await page
      .getByText(
        'Please remove "LLC" or similar terms from your name. We automatically add "LLC" to your company name.',
      )
      .waitFor();
    await name.fill('Acme Bank');
    await page.getByText(/"bank" is a restricted word \(banking division approval\)/).waitFor();
    await page.getByLabel('What will the company do?').fill('Software development');
    await next.click();
    await page.getByText('Your company information has been updated successfully.').waitFor();
    await page.waitForURL(/formation\/step-2$/);

    // 2. Registered Agent: ours.
    await next.click();
    await page.waitForURL(/formation\/step-3$/);

    // 3. Ownership: two owners, 60/40, totals checked.
    await page.getByLabel('Ownership (%)').fill('60');
    await page
      .getByTestId('ownership-total')
      .getByText(/Total: 60%/)
      .waitFor();
    await page.getByLabel('Street address').fill('1 Marina Rd');
    await page.getByLabel('City').fill('Lagos');
    await pickCountry(page, 'Nigeria');
    await page.getByRole('button', { name: 'Add owner' }).click();
    const second = page.getByRole('group', { name: 'Owner 2' });
    await second.getByLabel('First name').fill('Bo');
    await second.getByLabel('Last name').fill('Li');
    await second.getByLabel('E-mail').fill('bo@example.com');
    await second.getByLabel('Ownership (%)').fill('40');
    await second.getByLabel('Street address').fill('2 Orchard Rd');
    await second.getByLabel('City').fill('Singapore');
    await pickCountry(page, 'Singapore', 1);
    await page.getByTestId('ownership-total').getByText('Total: 100%').waitFor();
    await next.click();
    await page.getByText('Excellent! Your company owners have been saved successfully.').waitFor();
    await page.waitForURL(/formation\/step-4$/);

    // 4. Mailing Address: ours.
    await next.click();
    await page.waitForURL(/formation\/step-5$/);

    // 5. EIN Application: no SSN/ITIN.
    await page.getByLabel('Phone').fill('+234 800 000 0000');
    await page.getByRole('radio', { name: /I don’t have one/ }).check();
    await next.click();
    await page
      .getByText('Your responsible party details have been updated successfully.')
      .waitFor();
    await page.waitForURL(/formation\/step-6$/);

    // 6. Bank Account, then review and confirm.
    await page.getByRole('radio', { name: /Mercury/ }).check();
    await next.click();
    await page.waitForURL(/formation\/review$/);
    await page.getByRole('main').getByText('Acme Bank LLC').waitFor();
    await page.getByText('Bo Li: 40%').waitFor();
    await page.getByRole('button', { name: 'CONFIRM', exact: true }).click();
    await page
      .getByText(
        "Excellent! Your LLC formation details have been confirmed and we're ready to proceed.",
      )
      .waitFor();
    await page.waitForURL(/formation-ongoing\/step-1$/);
    await page.getByRole('button', { name: 'Download Operating Agreement' }).waitFor();

    // Operations: the seven steps through the CLI, and the articles attached.
    expect(await ops('companies')).toContain(email);
    const dir = mkdtempSync(join(tmpdir(), 'articles-'));
    const articles = join(dir, 'articles.pdf');
    writeFileSync(articles, '%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    expect(
      await ops(
        'attach',
        email,
        articles,
        '--title',
        'Articles of Organization',
        '--kind',
        'ARTICLES_OF_ORGANIZATION',
      ),
    ).toContain('Attached articles.pdf');
    for (let i = 0; i < 7; i += 1) {
      const out = await ops('step', email, 'next', ...(i === 4 ? ['--ein', '98-7654321'] : []));
      expect(out).toContain(`processing:  ${i + 1}/7`);
    }
    await expect(ops('step', email, 'next')).rejects.toThrow(/already recorded/);

    // The tracker shows all seven with their dates; documents download.
    await page.reload();
    await page.getByText(/is formed/).waitFor();
    expect(await page.locator('[data-done="true"]').count()).toBe(7);
    expect(await page.getByText('Not yet').count()).toBe(0);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Operating Agreement' }).click();
    const file = await (await download).path();
    expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');

    // LLC Management: the Profile has the EIN, the Documents tab the documents (issue 20).
    await page.goto(`${baseURL}/dashboard/llc-management`);
    await page.getByText('98-7654321').waitFor();
    await page.goto(`${baseURL}/dashboard/llc-management?tab=documents`);
    await page.getByRole('tabpanel').getByText('Articles of Organization').first().waitFor();
    await page.goto(`${baseURL}/dashboard/home`);
    await page.getByText('Your LLC is formed').waitFor();

    // Compliance (issue 19): formed today (the state filing step), its Wyoming annual
    // report is due the 1st of this month next year, $60, with the statute as source.
    const now = new Date();
    const due = new Date(Date.UTC(now.getUTCFullYear() + 1, now.getUTCMonth(), 1));
    const dueText = due.toLocaleDateString('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    await page.goto(`${baseURL}/dashboard/compliance`);
    const report = page.getByRole('button', {
      name: new RegExp(`^Annual report \\(licence tax\\) ${due.getUTCFullYear()}`),
    });
    expect(await report.textContent()).toMatch(new RegExp(`Due ${dueText}.*\\$60`));
    await report.click();
    await page
      .getByRole('dialog')
      .getByText(/^Source: W\.S\. 17-29-209/)
      .waitFor();
    expect(problems).toEqual([]);
    await page.close();
  });
});
