import type { Browser, Page } from 'playwright-core';
import { expect, test } from './test';
import { e2eServer } from './server';
import { launchBrowser, watchPageErrors, WIDTHS } from './browser';
import { bringLlc, payWithTestCard, shoot, uniqueEmail } from './journey';
import { onePagePdf } from './files';
import { opsCli } from './ops';

// One story: each step builds on the one before, so a failed step skips the rest.
test.describe.configure({ mode: 'serial' });

// Issue 36 items 1 and 9: one truth for the registered agent, and the real values a bank asks
// for. An LLC brought in switches to our agent: the change is priced, paid and filed; the
// profile and Home's company card then show our office, since when, and its renewal;
// cancelling that renewal warns that the state has our agent on file; a change back to an
// agent of their own stops our renewal, and every page says theirs. (It also covers issue 20's
// paid change filed by staff — checkout, "in progress with the state", the profile unchanged
// until the state files, "Done" — which llc-changes.e2e.ts walked before; the instant change
// of contact e-mail is in services-statuses.e2e.ts.)

const filedPdf = () =>
  onePagePdf('statement-of-change.pdf', 'Statement of Change of Registered Agent: filed');

const OFFICE = '1908 Thomes Ave, Cheyenne, WY 82001, US';
const today = () =>
  new Date().toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

test.describe('the registered agent, one truth', () => {
  const baseURL = e2eServer().baseURL;
  const ops = opsCli(baseURL);
  let browser: Browser;
  test.beforeAll(async () => {
    browser = await launchBrowser();
    await ops(
      'agent-office',
      'WY',
      '--name',
      'Charterline Registered Agents LLC',
      '--line1',
      '1908 Thomes Ave',
      '--city',
      'Cheyenne',
      '--postal',
      '82001',
    );
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

      const panel = () => page.getByRole('tabpanel');
      const history = () => panel().getByRole('region', { name: 'History' });
      const agentCard = () => panel().getByRole('region', { name: 'Registered agent' });
      const fact = (label: string) => agentCard().getByText(label, { exact: true }).locator('..');
      const completeAgentChange = async () => {
        const listed = await ops('changes', email);
        const id = /^([0-9a-f-]{36})\s+in_progress\s+\S+\s+Registered agent/m.exec(listed)?.[1];
        expect(id, listed).toBeTruthy();
        expect(await ops('change', id!, 'complete', '--file', await filedPdf())).toContain(
          'Completed Registered agent.',
        );
      };

      test('switching to our agent while bringing the LLC: priced, paid, then filed by staff', async () => {
        page = await browser.newPage({ viewport, hasTouch: viewport.width < 768 });
        page.setDefaultTimeout(10_000);
        problems = watchPageErrors(page);
        email = uniqueEmail(`agent-${viewport.width}`);
        await bringLlc(page, baseURL, email, {
          name: 'Viento Alto',
          state: 'Wyoming',
          formedOn: '2025-03-10',
          fileNumber: '2025-000987654',
          agent: 'ours',
        });
        // The change of agent, ours chosen, with what it costs before anything is sent.
        await panel()
          .getByLabel(/Use ours/)
          .waitFor();
        await expect(panel().getByLabel(/Use ours/)).toBeChecked();
        await panel().getByText('The state must be told').waitFor();
        await shoot(page, 'agent-switch-form');
        await panel()
          .getByRole('button', { name: /Continue to payment/ })
          .click();
        await payWithTestCard(page, 'Pay for: Registered agent');
        expect(await ops('verify', email)).toContain('Verified');
        await page.goto(`${baseURL}/dashboard/llc-management?tab=changes`);
        await history().getByText('In progress with the state').first().waitFor();

        // Paid, not filed: the state still has their agent, and every page says so.
        await page.goto(`${baseURL}/dashboard/llc-management?tab=profile`);
        await panel()
          .getByText(/Change under way/)
          .first()
          .waitFor();
        await expect(fact('Provided by')).toContainText('Your own agent');
        await completeAgentChange();
        await page.goto(`${baseURL}/dashboard/llc-management?tab=changes`);
        await history().getByText('Done', { exact: true }).first().waitFor();
        await shoot(page, 'agent-changes-history');
        await page.goto(`${baseURL}/dashboard/llc-management?tab=profile`);
        await expect(panel().getByText(/Change under way/)).toHaveCount(0);
        await expect(fact('Provided by')).toContainText('Charterline');
        await expect(fact('Address')).toContainText(OFFICE);
        await expect(fact('Since')).toContainText(today());
        await expect(fact('Renews on')).toBeVisible();
        await shoot(page, 'agent-profile-ours');
      });

      test('Home’s company card has the values a bank asks for, each to copy', async () => {
        await page.goto(`${baseURL}/dashboard/home`);
        const card = page.getByRole('region', { name: 'Your company’s details' });
        await expect(card.getByText('Viento Alto LLC')).toBeVisible();
        await expect(card.getByText('2025-000987654')).toBeVisible();
        await expect(card.getByText(`Charterline Registered Agents LLC, ${OFFICE}`)).toBeVisible();
        await expect(card.getByRole('button', { name: 'Copy state file number' })).toBeVisible();
        await card.scrollIntoViewIfNeeded();
        await shoot(page, 'agent-home-card');
      });

      test('cancelling our agent’s renewal says the state has our agent on file', async () => {
        await page.goto(`${baseURL}/dashboard/services`);
        await page.getByRole('button', { name: /Cancel renewal of Registered agent/ }).click();
        const dialog = page.getByRole('dialog');
        await expect(
          dialog.getByText('The state has our agent on file for your LLC.'),
        ).toBeVisible();
        await expect(
          dialog.getByRole('link', { name: 'Change the registered agent' }),
        ).toBeVisible();
        await shoot(page, 'agent-cancel-warning', undefined, false);
        await dialog.getByRole('button', { name: 'Keep it' }).click();
      });

      test('a change back to an agent of their own stops our renewal; the profile says theirs', async () => {
        await page.goto(`${baseURL}/dashboard/llc-management?tab=changes&change=REGISTERED_AGENT`);
        // Ours serves the LLC: the form starts on an agent of its own, not named yet.
        await expect(panel().getByLabel(/Use my own/)).toBeChecked();
        await panel().getByLabel("Agent's name").fill('Cowboy State Agents LLC');
        await panel().getByLabel('Street address', { exact: true }).fill('1712 Pioneer Ave');
        await panel().getByLabel('City').fill('Cheyenne');
        await panel().getByRole('combobox', { name: 'State' }).click();
        await page.getByRole('option', { name: 'Wyoming', exact: true }).click();
        await panel()
          .getByRole('button', { name: /Continue to payment/ })
          .click();
        await payWithTestCard(page, 'Pay for: Registered agent');
        await completeAgentChange();

        await page.goto(`${baseURL}/dashboard/llc-management?tab=profile`);
        await expect(fact('Provided by')).toContainText('Your own agent');
        await expect(fact('Name')).toContainText('Cowboy State Agents LLC');
        await expect(agentCard().getByText('Renews on', { exact: true })).toHaveCount(0);
        await shoot(page, 'agent-profile-theirs');
        await page.goto(`${baseURL}/dashboard/services`);
        await expect(page.getByText(/Renewal cancelled — ends/).first()).toBeVisible();
        await expect(page.getByText(/Renews on .* for \$/)).toHaveCount(0);
      });
    });
  }
});
