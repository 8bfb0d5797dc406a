import type { Browser, Page } from 'playwright-core';
import { expect, test } from './test';
import { e2eServer } from './server';
import { launchBrowser, watchPageErrors, WIDTHS } from './browser';
import { bringWyomingLlc, payWithTestCard, shoot, uniqueEmail } from './journey';
import { onePagePdf } from './files';
import { opsCli } from './ops';

// One story: each step builds on the one before, so a failed step skips the rest.
test.describe.configure({ mode: 'serial' });

// Issue 20's "Changes" in the browser: a Wyoming LLC changes its contact e-mail at once, then
// its registered agent — an address the state must be told of — through checkout, and staff
// complete it with the filed statement through `npm run ops`; the profile changes only then.

const filedPdf = () =>
  onePagePdf('statement-of-change.pdf', 'Statement of Change by Business Entity: filed');

test.describe('LLC Management: changes to the company', () => {
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

      const changes = async () => {
        await page.goto(`${baseURL}/dashboard/llc-management?tab=changes`);
        await page.getByRole('tab', { name: 'Changes', selected: true }).waitFor();
      };
      const panel = () => page.getByRole('tabpanel');
      const history = () => panel().getByRole('region', { name: 'History' });

      test('a contact e-mail changes at once, with history', async () => {
        page = await browser.newPage({ viewport });
        page.setDefaultTimeout(10_000);
        problems = watchPageErrors(page);
        email = uniqueEmail(`changes-${viewport.width}`);
        await bringWyomingLlc(page, baseURL, email);
        expect(await ops('verify', email)).toContain('Verified');

        await changes();
        await panel().getByRole('region', { name: 'Filed with the state' }).waitFor();
        await shoot(page, 'changes-options');
        await panel()
          .getByRole('region', { name: 'Changed at once' })
          .getByRole('link', { name: 'Change contact e-mail' })
          .click();
        await page.waitForURL(/change=CONTACT_EMAIL/);
        await panel().getByRole('button', { name: 'Save', exact: true }).waitFor();
        await panel().getByLabel('E-mail address').fill(`books-${viewport.width}@vientoalto.com`);
        await panel().getByRole('button', { name: 'Save', exact: true }).click();
        await history().getByText(`books-${viewport.width}@vientoalto.com`).first().waitFor();
        await history().getByText('Changed', { exact: true }).first().waitFor();
      });

      test('a new registered agent goes through checkout, and staff complete it with the filing', async () => {
        await changes();
        await panel()
          .getByRole('region', { name: 'Filed with the state' })
          .getByRole('link', { name: 'Change registered agent' })
          .click();
        await page.waitForURL(/change=REGISTERED_AGENT/);
        // The form replaces the options (the address changes first, then React draws it).
        await panel()
          .getByLabel(/Use my own/)
          .waitFor();
        // Wyoming must be told: its form and fee, and ours, before anything is sent.
        await panel().getByText('The state must be told').waitFor();
        await panel()
          .getByText('Statement of Change by Business Entity', { exact: true })
          .waitFor();
        await panel()
          .getByLabel(/Use my own/)
          .check();
        await panel().getByLabel("Agent's name").fill('Cheyenne Agents Inc');
        await panel().getByLabel('Street address', { exact: true }).fill('1712 Pioneer Ave');
        await panel().getByLabel('City').fill('Cheyenne');
        await panel().getByLabel('Postal code (optional)').fill('82001');
        await panel().getByRole('combobox', { name: 'State' }).click();
        await page.getByRole('option', { name: 'Wyoming', exact: true }).click();
        await shoot(page, 'changes-agent-form');
        await panel()
          .getByRole('button', { name: /Continue to payment/ })
          .click();
        await payWithTestCard(page, 'Pay for: Registered agent');
        await changes();
        await history().getByText('In progress with the state').first().waitFor();
        // The profile keeps the old agent until the state has it.
        await page.goto(`${baseURL}/dashboard/llc-management?tab=profile`);
        await panel()
          .getByText(/Change under way/)
          .waitFor();
        expect(await panel().getByText('Cheyenne Agents Inc').count()).toBe(0);

        const listed = await ops('changes', email);
        const id = /^([0-9a-f-]{36})\s+in_progress\s+\S+\s+Registered agent/m.exec(listed)?.[1];
        expect(id, listed).toBeTruthy();
        const done = await ops('change', id!, 'complete', '--file', await filedPdf());
        expect(done).toContain('Completed Registered agent.');

        await changes();
        await history().getByText('Done', { exact: true }).first().waitFor();
        await shoot(page, 'changes-history');
        await page.goto(`${baseURL}/dashboard/llc-management?tab=profile`);
        await panel().getByText('Cheyenne Agents Inc').first().waitFor();
        expect(
          await panel()
            .getByText(/Change under way/)
            .count(),
        ).toBe(0);
        await shoot(page, 'changes-profile-after');
      });
    });
  }
});
