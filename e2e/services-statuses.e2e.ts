import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { expect, test } from './test';
import { e2eServer } from './server';
import { launchBrowser, watchPageErrors, WIDTHS } from './browser';
import {
  bringWyomingLlc,
  payWithTestCard,
  shoot,
  turnOnCardPayments,
  uniqueEmail,
} from './journey';
import { waitForMail } from './mail';
import { opsCli } from './ops';

// One story: each step builds on the one before, so a failed step skips the rest.
test.describe.configure({ mode: 'serial' });

// Issue 36 items 7 and 8 in the browser. A Wyoming LLC brought in: Home says what is
// happening while staff check it. Its owner sets the company's contact e-mail; a letter that
// arrives after is e-mailed there, not to the login. Its mailbox and phone number run: Active.
// Card payments are a free feature: turned on without a payment message, shown Free with no
// renewal.

/** The subjects of the captured e-mails to `recipient` (e2e/mail.ts waits for one). */
const subjectsTo = (mailDir: string, recipient: string): string[] =>
  (existsSync(mailDir) ? readdirSync(mailDir) : []).flatMap((file) => {
    try {
      const mail = JSON.parse(readFileSync(join(mailDir, file), 'utf8')) as {
        recipient: string;
        subject: string;
      };
      return mail.recipient === recipient ? [mail.subject] : [];
    } catch {
      return []; // being written
    }
  });

test.describe('services say what is true; company e-mail goes to the contact address', () => {
  const { baseURL, mailDir } = e2eServer();
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
      const email = uniqueEmail(`statuses-${viewport.width}`);
      const contact = uniqueEmail(`books-${viewport.width}`);
      test.afterAll(async () => {
        await page?.close();
        expect(problems).toEqual([]);
      });

      const status = () =>
        page
          .locator('dt', { hasText: /^Status$/ })
          .first()
          .locator('xpath=following-sibling::dd');
      const card = (name: string) =>
        page.locator('article').filter({ has: page.getByRole('link', { name, exact: true }) });

      test('Home says what is happening while staff check the LLC, then that it is verified', async () => {
        page = await browser.newPage({ viewport });
        page.setDefaultTimeout(15_000);
        problems = watchPageErrors(page);
        await bringWyomingLlc(page, baseURL, email);
        await expect(status()).toHaveText('Details being checked');
        await expect(page.getByText(/pending verification/i)).toHaveCount(0);
        await shoot(page, 'statuses-home-checking');
        expect(await ops('verify', email)).toContain('Verified');
        await page.goto(`${baseURL}/dashboard/home`);
        await expect(status()).toHaveText('Verified');
      });

      test('the contact e-mail changes; a letter that arrives after is e-mailed there', async () => {
        await page.goto(`${baseURL}/dashboard/llc-management?tab=changes`);
        await page
          .getByRole('tabpanel')
          .getByRole('region', { name: 'Changed at once' })
          .getByRole('link', { name: 'Change contact e-mail' })
          .click();
        await page.waitForURL(/change=CONTACT_EMAIL/);
        await page.getByText('We write to this address about your company from now on').waitFor();
        await page.getByRole('tabpanel').getByLabel('E-mail address').fill(contact);
        await page.getByRole('tabpanel').getByRole('button', { name: 'Save', exact: true }).click();
        await page
          .getByRole('tabpanel')
          .getByRole('region', { name: 'History' })
          .getByText(contact)
          .first()
          .waitFor();

        // The US mailing address: its receipt goes to the contact address too.
        await page.goto(`${baseURL}/dashboard/communication`);
        await page.getByRole('button', { name: 'Add a US mailing address' }).click();
        await payWithTestCard(page, 'US mailing address');
        await waitForMail(mailDir, contact, (m) => m.kind === 'payment-receipt');

        await ops(
          'mail',
          'record',
          email,
          '--sender',
          'Internal Revenue Service',
          '--category',
          'irs',
          '--date',
          new Date().toISOString().slice(0, 10),
          '--urgent',
          '--envelope',
          join(import.meta.dirname, 'fixtures', 'mail', 'envelope-court.jpg'),
        );
        const urgent = await waitForMail(mailDir, contact, (m) =>
          m.subject.includes('Urgent mail from Internal Revenue Service'),
        );
        expect(urgent.textBody).toContain('/dashboard/communication?item=');
        expect(subjectsTo(mailDir, email).filter((s) => s.includes('Urgent mail'))).toEqual([]);
        expect(subjectsTo(mailDir, email).filter((s) => s.startsWith('Receipt'))).toEqual([]);
      });

      test('the phone number once live and the mailbox are Active; card payments are Free', async () => {
        await page.goto(`${baseURL}/dashboard/communication?tab=phone`);
        await page.getByRole('button', { name: 'Get a US phone number' }).click();
        await payWithTestCard(page, 'US phone number');
        await page.goto(`${baseURL}/dashboard/communication?tab=phone`);
        // The number is assigned by a job a moment after the payment.
        await page.getByRole('button', { name: /^Copy number \(\d{3}\) 555-01\d\d$/ }).waitFor();

        // What turning card payments on means, said before (the journeys' helper then turns it on).
        await page.goto(`${baseURL}/dashboard/invoicing?tab=settings`);
        await page.getByRole('button', { name: 'Turn on card payments' }).click();
        const terms = page.getByRole('dialog', { name: 'Turn on card payments?' });
        await terms.getByText('Where to see them').waitFor();
        await shoot(page, 'statuses-card-payments', undefined, false);
        await terms.getByRole('button', { name: 'Not now' }).click();
        await turnOnCardPayments(page, baseURL);
        await expect(page.getByText('Payment Successful!')).toHaveCount(0);
        await page
          .getByText("On: your customers can pay by card from the invoice's page.")
          .waitFor();

        await page.goto(`${baseURL}/dashboard/services`);
        await page.getByRole('heading', { name: 'Your services', level: 1 }).waitFor();
        await expect(card('US mailing address').getByText('Active', { exact: true })).toBeVisible();
        await expect(card('US phone number').getByText('Active', { exact: true })).toBeVisible();
        const invoicing = card('Invoicing and payments');
        await expect(invoicing.getByText('Active', { exact: true })).toBeVisible();
        await expect(
          invoicing.getByText('Free: nothing is charged and nothing renews'),
        ).toBeVisible();
        await expect(invoicing.getByText(/Renews on/)).toHaveCount(0);
        await expect(page.getByText(/\$0\.00/)).toHaveCount(0);
        await expect(page.getByText('Ordered', { exact: true })).toHaveCount(0);
        await shoot(page, 'statuses-services');

        // Turning it off asks once, then says so; it can be turned on again.
        await invoicing.getByRole('button', { name: 'Turn off Invoicing and payments' }).click();
        const dialog = page.getByRole('dialog', { name: 'Turn off Invoicing and payments?' });
        await dialog.getByText(/can no longer pay your invoices by card/).waitFor();
        await shoot(page, 'statuses-turn-off', undefined, false);
        await dialog.getByRole('button', { name: 'Turn off', exact: true }).click();
        await page.getByText('Invoicing and payments is off.').first().waitFor();
        await expect(invoicing.getByText('Turned off', { exact: true })).toBeVisible();
        await invoicing.getByRole('link', { name: 'Turn it on again' }).waitFor();
        await shoot(page, 'statuses-turned-off');
      });
    });
  }
});
