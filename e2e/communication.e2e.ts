import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { expect, test } from './test';
import { e2eServer } from './server';
import { launchBrowser, watchPageErrors, WIDTHS } from './browser';
import { bringWyomingLlc, payWithTestCard, pickCountry, shoot, uniqueEmail } from './journey';
import { waitForMail } from './mail';
import { opsCli } from './ops';

// One story: each step builds on the one before, so a failed step skips the rest.
test.describe.configure({ mode: 'serial' });

// Issue 23's "Done when" in the browser: a Wyoming LLC buys the US mailing address; staff
// record a marketing letter and an urgent one with `npm run ops`; the inbox shows both; the
// customer opens the urgent scan; forwards the other through checkout; staff complete it; a
// shred rule acts on an old marketing letter. Then the US number: bought, a bank's code
// delivered with `npm run ops -- sms`, copied in one click.

const FIXTURES = join(import.meta.dirname, 'fixtures', 'mail');
const MARKETING = 'Brightline Office Supply';
const COURT = 'Superior Court of California';
const OLD_MARKETING = 'Northwind Catalogues';

/** A day `days` before today, as the ops CLI takes it. */
const daysAgo = (days: number) =>
  new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

test.describe('Communication: the company’s US mail and US number', () => {
  const baseURL = e2eServer().baseURL;
  const mailDir = e2eServer().mailDir;
  const ops = opsCli(baseURL);
  let browser: Browser;
  test.beforeAll(async () => {
    browser = await launchBrowser();
  });
  test.afterAll(() => browser.close());

  for (const viewport of [WIDTHS.desktop, WIDTHS.mobile]) {
    test.describe(`at ${viewport.width} px`, () => {
      const mobile = viewport.width < 1024;
      const email = uniqueEmail(`mail-${viewport.width}`);
      let page: Page;
      let problems: string[] = [];
      let companyId = '';
      test.afterAll(async () => {
        await page?.close();
        expect(problems).toEqual([]);
      });

      const mailTab = (query = '') => page.goto(`${baseURL}/dashboard/communication${query}`);
      const letters = () => page.getByRole('list', { name: 'Letters' });
      /** Opens a letter from the inbox list (its row's button starts with the sender). */
      const openLetter = async (sender: string) => {
        await letters()
          .getByRole('button', { name: new RegExp(`^${sender}`) })
          .first()
          .click();
        await page.getByRole('heading', { name: `Letter from ${sender}` }).waitFor();
      };
      const record = (...args: string[]) => ops('mail', 'record', email, ...args);
      /** The open request of this company for a letter from `sender` (from `mail requests`). */
      const requestOf = async (sender: string) => {
        const listing = await ops('mail', 'requests');
        const block = listing
          .split(/\n(?=\S)/)
          .find((b) => b.includes(companyId) && b.includes(`from ${sender}`));
        const id = block?.split(/\s+/)[0];
        if (!id) throw new Error(`No open request for ${sender}:\n${listing}`);
        return id;
      };

      test('buys the US mailing address and shows it with copy buttons', async () => {
        const context = await browser.newContext({ viewport });
        await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
        page = await context.newPage();
        page.setDefaultTimeout(15_000);
        problems = watchPageErrors(page);
        await bringWyomingLlc(page, baseURL, email);
        companyId = /id:\s+(\S+)/.exec(await ops('company', email))![1]!;

        await mailTab();
        await page
          .getByRole('heading', { name: 'Get a US mailing address for your company' })
          .waitFor();
        await shoot(page, 'mail-offer');
        await page.getByRole('button', { name: 'Add a US mailing address' }).click();
        await payWithTestCard(page, 'US mailing address');
        await page.getByRole('button', { name: 'Copy address' }).waitFor();
        await page.getByRole('button', { name: 'Copy address' }).click();
        await page.getByText('Copied the address').first().waitFor();
        const copied = await page.evaluate(() => navigator.clipboard.readText());
        expect(copied).toMatch(
          /Viento Alto LLC\n1621 Central Ave\nSuite \d{5}\nCheyenne, WY 82001/,
        );
        await page
          .getByText(/virtual mailbox/)
          .first()
          .waitFor();
      });

      test('lists the letters staff record; the urgent scan opens', async () => {
        await record(
          '--sender',
          MARKETING,
          '--category',
          'marketing',
          '--date',
          daysAgo(2),
          '--envelope',
          join(FIXTURES, 'envelope-marketing.jpg'),
        );
        await record(
          '--sender',
          COURT,
          '--category',
          'legal',
          '--date',
          daysAgo(1),
          '--pages',
          '1',
          '--urgent',
          '--envelope',
          join(FIXTURES, 'envelope-court.jpg'),
          '--scan',
          join(FIXTURES, 'summons.pdf'),
        );
        const urgentMail = await waitForMail(mailDir, email, (m) =>
          m.subject.includes('Urgent mail'),
        );
        expect(urgentMail.textBody).toContain('/dashboard/communication?item=');

        await mailTab();
        await letters()
          .getByRole('button', { name: new RegExp(`^${MARKETING}`) })
          .waitFor();
        await letters()
          .getByRole('button', { name: new RegExp(`^${COURT}`) })
          .waitFor();
        await expect(letters().getByText('Urgent', { exact: true }).count()).resolves.toBe(1);
        await shoot(page, 'mail-inbox');

        await openLetter(COURT);
        // The letter asked again once its scan is opened (it is opened now).
        const refetched = page.waitForResponse(
          (r) =>
            r.request().method() === 'GET' &&
            /\/mail\/items\/[0-9a-f-]{36}$/.test(new URL(r.url()).pathname),
        );
        await page.getByRole('button', { name: 'Open scan' }).click();
        await page.getByTitle(`Scan of the letter from ${COURT}`).waitFor();
        await refetched;
        // The scan stays on the page while the letter and the lists learn it was opened.
        await page.getByRole('link', { name: 'Open in a new tab' }).waitFor();
        expect(await page.getByTitle(`Scan of the letter from ${COURT}`).count()).toBe(1);
        if (!mobile) {
          await page
            .getByRole('navigation', { name: 'Mail folders' })
            .getByRole('button', { name: 'Action required: 0 letters' })
            .waitFor();
        }
        await page.getByTitle(`Scan of the letter from ${COURT}`).scrollIntoViewIfNeeded();
        await shoot(page, 'mail-urgent-scan', undefined, false);
        // Opened: out of Action required.
        await mailTab('?folder=action_required');
        await page.getByText('No letters here').waitFor();
      });

      test('forwards the marketing letter through checkout; staff complete it', async () => {
        await mailTab();
        await openLetter(MARKETING);
        await page
          .getByRole('group', { name: 'Actions' })
          .getByRole('button', { name: 'Forward' })
          .click();
        const dialog = page.getByRole('dialog', { name: 'Forward this letter' });
        await dialog.getByLabel('Name', { exact: true }).fill('Amara Okafor');
        await dialog.getByLabel('Address', { exact: true }).fill('1 Marina Road');
        await dialog.getByLabel('City', { exact: true }).fill('Lagos');
        await pickCountry(page, 'Nigeria');
        await shoot(page, 'mail-forward', undefined, false);
        await dialog.getByRole('button', { name: 'Continue to payment' }).click();
        await payWithTestCard(page, 'Pay for: Forward');

        const requestId = await requestOf(MARKETING);
        expect(await ops('mail', 'complete', requestId, '--tracking', 'DHL 1234567890')).toContain(
          'Completed forward',
        );
        await waitForMail(mailDir, email, (m) => m.textBody.includes('DHL 1234567890'));
        await mailTab('?folder=done');
        await letters()
          .getByRole('button', { name: new RegExp(`^${MARKETING}`) })
          .waitFor();
        await shoot(page, 'mail-done');
        // Gone: it says where and with which tracking number, and offers no Forward or Shred.
        await openLetter(MARKETING);
        const gone = page.getByText(/^Forwarded on .+ Tracking number: DHL 1234567890\.$/);
        await gone.waitFor();
        await gone.scrollIntoViewIfNeeded();
        const actions = page.getByRole('group', { name: 'Actions' });
        expect(await actions.getByRole('button', { name: 'Forward' }).count()).toBe(0);
        expect(await actions.getByRole('button', { name: 'Shred' }).count()).toBe(0);
        await shoot(page, 'mail-forwarded', undefined, false);
      });

      test('a rule shreds marketing letters after 30 days', async () => {
        await record(
          '--sender',
          OLD_MARKETING,
          '--category',
          'marketing',
          '--date',
          daysAgo(40),
          '--envelope',
          join(FIXTURES, 'envelope-marketing.jpg'),
        );
        await mailTab();
        if (mobile)
          await page.getByRole('heading', { name: 'Mail rules' }).scrollIntoViewIfNeeded();
        await page.getByRole('button', { name: 'Add rule' }).click();
        const dialog = page.getByRole('dialog', { name: 'Add rule' });
        await dialog.getByLabel('Letters').selectOption('marketing');
        await dialog.getByLabel('What to do').selectOption('shred');
        await dialog.getByLabel('After some days').check();
        await dialog.getByLabel('Days after it arrives').fill('30');
        await dialog.getByRole('button', { name: 'Save rule' }).click();
        await dialog.waitFor({ state: 'detached' });
        await page.getByText('Shred marketing letters 30 days after they arrive').first().waitFor();

        // The worker runs the rule's job; staff find the shredding in their list and do it.
        let requestId = '';
        await expect
          .poll(async () => (requestId = await requestOf(OLD_MARKETING).catch(() => '')), {
            timeout: 15_000,
          })
          .not.toBe('');
        await ops('mail', 'complete', requestId);
        await mailTab('?folder=done');
        await letters()
          .getByRole('button', { name: new RegExp(`^${OLD_MARKETING}`) })
          .waitFor();
        await shoot(page, 'mail-rule-done');
      });

      test('buys the US number; a bank’s code arrives by text and copies in one click', async () => {
        await mailTab('?tab=phone');
        await page.getByRole('heading', { name: 'A US phone number for your company' }).waitFor();
        await page.getByRole('button', { name: 'Get a US phone number' }).click();
        await payWithTestCard(page, 'US phone number');
        await mailTab('?tab=phone');
        // The number is assigned by a job a moment after the payment.
        await page.getByRole('button', { name: /^Copy number \(\d{3}\) 555-01\d\d$/ }).waitFor();

        const delivered = await ops(
          'sms',
          email,
          '--from',
          '+12125550100',
          '--body',
          'Chase: 482913 is your verification code. Never share it. We will not call to ask for it.',
        );
        expect(delivered).toContain('code 482913');
        await page.getByRole('button', { name: 'Copy code 482913' }).click({ timeout: 20_000 });
        await page.getByText('Copied').first().waitFor();
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('482913');
        await shoot(page, 'phone-line');
      });
    });
  }
});
