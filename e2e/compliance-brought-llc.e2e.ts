import type { Browser, Page } from 'playwright-core';
import { expect, test } from './test';
import { e2eServer } from './server';
import { launchBrowser, watchPageErrors, WIDTHS } from './browser';
import { bringLlc, shoot, uniqueEmail } from './journey';
import { opsCli } from './ops';

// One story: each step builds on the one before, so a failed step skips the rest.
test.describe.configure({ mode: 'serial' });

// Issue 36 item 3 in the browser: a Delaware LLC formed in March 2024 with its own
// registered agent, one owner abroad, brought in and verified by staff, used to be "Not in
// good standing: 6 overdue filings" on its first day — its own agent's renewals among them,
// Form 5472 "overdue · No fee". Now the filings due before it joined us are asked about while
// bringing it, stay "To confirm" (neutral, not overdue) until answered, and once answered
// show what is true: not filed is overdue with its penalty from the facts table, filed is past.
// Its due dates (2025 and 2026) are past whatever the day the suite runs after 2026-06-01.

const F5472 = 'Form 5472 attached to pro forma Form 1120';
const DE_TAX = 'Annual LLC tax';
const PENALTY = 'Penalty: $25,000 per form per year';
const reText = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.describe('compliance: a Delaware LLC brought in, its history to confirm', () => {
  const baseURL = e2eServer().baseURL;
  const ops = opsCli(baseURL);
  let browser: Browser;
  test.beforeAll(async () => {
    browser = await launchBrowser();
  });
  test.afterAll(() => browser.close());

  for (const viewport of [WIDTHS.desktop, WIDTHS.mobile]) {
    test.describe(`at ${viewport.width} px`, () => {
      let page: Page;
      let problems: string[] = [];
      let email = '';
      test.afterAll(async () => {
        await page?.close();
        expect(problems).toEqual([]);
      });

      const compliance = async () => {
        await page.goto(`${baseURL}/dashboard/compliance`);
        await page.getByRole('heading', { name: 'Compliance', level: 1 }).waitFor();
      };
      const group = (name: string) => page.getByRole('region', { name, exact: true });
      const row = (where: ReturnType<typeof group>, title: string, period: number) =>
        where.getByRole('button', { name: new RegExp(`^${reText(title)} ${period}`) });
      /** One year's answer in the past filings' questions. */
      const answer = (title: string, period: number, choice: string) =>
        page
          .getByRole('group', { name: `${title} ${period}` })
          .locator('label', { hasText: new RegExp(`^${reText(choice)}$`) })
          .click();
      const standing = async () => {
        await page.goto(`${baseURL}/dashboard/llc-management?tab=profile`);
        return page.getByRole('tabpanel').getByRole('region', { name: 'Company' });
      };

      test('Bring your LLC (Delaware, March 2024, its own agent) → asked about its past filings → skipped; staff verify', async () => {
        page = await browser.newPage({ viewport });
        page.setDefaultTimeout(10_000);
        problems = watchPageErrors(page);
        email = uniqueEmail(`brought-${viewport.width}`);
        await bringLlc(
          page,
          baseURL,
          email,
          {
            name: 'Brume Atlantique',
            state: 'Delaware',
            formedOn: '2024-03-12',
            fileNumber: '7654321',
            agent: { name: 'Harbor Agents Inc', line1: '8 The Green', city: 'Dover' },
          },
          'ask',
        );
        const step = page.getByRole('region', { name: 'Your past filings' });
        await step.getByRole('heading', { name: 'Your past filings' }).waitFor();
        // Grouped by obligation, a choice per year; the penalty from the facts table.
        const form = step.getByRole('region', { name: F5472 });
        await form.getByRole('group', { name: `${F5472} 2024` }).waitFor();
        await form.getByRole('group', { name: `${F5472} 2025` }).waitFor();
        expect(
          await form.getByRole('link', { name: new RegExp(reText(PENALTY)) }).getAttribute('href'),
        ).toBe('https://www.irs.gov/instructions/i5472');
        const tax = step.getByRole('region', { name: DE_TAX });
        await tax.getByRole('group', { name: `${DE_TAX} 2025` }).waitFor();
        await tax.getByRole('group', { name: `${DE_TAX} 2026` }).waitFor();
        // Its own agent's renewal is nobody's filing: not asked about.
        expect(await step.getByText(/Registered agent/).count()).toBe(0);
        await shoot(page, 'brought-llc-past-filings');
        await step.getByRole('button', { name: 'Skip for now' }).click();
        await page.waitForURL(/\/dashboard\/home$/);

        expect(await ops('verify', email)).toContain('Verified');
        const listed = await ops('compliance', email);
        expect(listed).not.toMatch(/overdue/);
        expect(listed).not.toMatch(/Registered agent/);
        expect(listed).toMatch(/2025-04-15 {2}to_confirm +\$0\.00 {2}Form 5472 .*\(2024\)/);
        expect(listed).toMatch(/2025-06-01 {2}to_confirm +\$300\.00 {2}Annual LLC tax \(2025\)/);
      });

      test('day one: "4 past filings to confirm" on Home, the profile and Compliance — nothing overdue, no agent renewal', async () => {
        await page.goto(`${baseURL}/dashboard/home`);
        const card = page.getByRole('region', { name: 'Deadlines' });
        await card.getByRole('link', { name: '4 past filings to confirm' }).waitFor();
        expect(await card.getByText(/overdue/).count()).toBe(0);
        await shoot(page, 'brought-llc-home');

        const company = await standing();
        await company.getByText('4 past filings to confirm', { exact: true }).waitFor();
        expect(await company.getByText(/Not in good standing/).count()).toBe(0);
        await shoot(page, 'brought-llc-profile');

        await compliance();
        const confirm = group('To confirm');
        await row(confirm, F5472, 2024).waitFor();
        expect(await confirm.getByRole('listitem').count()).toBe(4);
        expect(await row(confirm, DE_TAX, 2025).textContent()).toContain(
          'Due before you joined us: was it filed?',
        );
        expect(await group('Overdue').count()).toBe(0);
        expect(await page.getByText('Registered agent service renewal').count()).toBe(0);
        await shoot(page, 'brought-llc-compliance-to-confirm');
      });

      test('answered: not filed is overdue with its $25,000 penalty and "File it for me"; filed is past; not known stays to confirm', async () => {
        await group('To confirm').getByRole('button', { name: 'Tell us which were filed' }).click();
        const dialog = page.getByRole('dialog', { name: 'Your past filings' });
        await dialog.getByRole('group', { name: `${F5472} 2024` }).waitFor();
        await answer(F5472, 2024, 'Filed');
        await answer(F5472, 2025, 'Not filed');
        await answer(DE_TAX, 2025, 'Filed');
        await shoot(page, 'brought-llc-answers', undefined, false);
        await dialog.getByRole('button', { name: 'Save my answers' }).click();
        await page.getByText('Thank you. 1 past filing stays to confirm.').waitFor();
        await dialog.waitFor({ state: 'hidden' });

        const overdue = group('Overdue');
        const late = row(overdue, F5472, 2025);
        await late.waitFor();
        expect(await late.textContent()).toContain(PENALTY);
        expect(await row(group('To confirm'), DE_TAX, 2026).count()).toBe(1);
        const past = group('Past');
        expect(await row(past, F5472, 2024).textContent()).toContain('Filed');
        expect(await row(past, DE_TAX, 2025).textContent()).toContain('Filed');
        await shoot(page, 'brought-llc-compliance-answered');

        await late.click();
        const detail = page.getByRole('dialog', { name: `${F5472} 2025` });
        await detail.getByText(`${PENALTY}.`, { exact: false }).first().waitFor();
        expect(await detail.getByRole('link', { name: /6038A\(d\)/ }).getAttribute('href')).toBe(
          'https://www.irs.gov/instructions/i5472',
        );
        await detail.getByRole('link', { name: 'File it for me' }).waitFor();
        await shoot(page, 'brought-llc-overdue-detail', undefined, false);
        await page.keyboard.press('Escape');

        // The profile and Home say the same: one overdue filing, one still to confirm.
        const company = await standing();
        await company.getByText('Not in good standing: 1 overdue filing').waitFor();
        await company.getByText(/Also 1 past filing to confirm/).waitFor();
        await shoot(page, 'brought-llc-profile-answered');
        await page.goto(`${baseURL}/dashboard/home`);
        const card = page.getByRole('region', { name: 'Deadlines' });
        await card
          .getByText(new RegExp(`days overdue · was due Apr 15, 2026 · ${reText(PENALTY)}`))
          .waitFor();
        await card.getByRole('link', { name: '1 past filing to confirm' }).waitFor();
        await shoot(page, 'brought-llc-home-answered');
      });
    });
  }
});
