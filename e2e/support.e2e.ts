import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { expect, test } from './test';
import { e2eServer } from './server';
import { launchBrowser, watchPageErrors, WIDTHS } from './browser';
import { shoot } from './journey';
import { waitForMail } from './mail';
import { opsCli } from './ops';
import { founderWithMailbox } from './support-setup';

// One story: each step builds on the one before, so a failed step skips the rest.
test.describe.configure({ mode: 'serial' });

// Issue 24's "Done when" in the browser, at 1280 and 390 px: a ticket opened from a letter's
// page with an attachment; staff answer with `npm run ops -- tickets reply`; the customer gets
// the e-mail, opens its link, replies, resolves, rates and reopens.
const FIXTURES = join(import.meta.dirname, 'fixtures', 'mail');
const SENDER = 'Internal Revenue Service';
const SUBJECT = 'EIN letter from the IRS: what do I do with it?';
const ANSWER = 'Hello Grace, this is your EIN confirmation (CP 575). Keep it safe.';

const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

test.describe('Support: a ticket about a letter, answered by staff', () => {
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
      let page: Page;
      let problems: string[] = [];
      let email = '';
      /** The ticket as the toast and the e-mail quote it, and its id (from the address). */
      const ticket = { number: '', id: '' };
      /** With SHOTS_DIR set, a picture of each screen the journey looks at (as the others). */
      const shot = (name: string) => shoot(page, `support-${name}`);
      const conversation = () => page.getByRole('list', { name: 'Conversation' });
      /** The status in words (the ticket's badge; at 1280 px the list's row may show it too). */
      const status = (label: string) => page.getByText(label, { exact: true }).first().waitFor();
      const backToSupport = () =>
        page
          .getByRole('link', { name: 'Back to support' })
          .or(page.getByRole('button', { name: 'Back to support' }));

      test.beforeAll(async () => {
        page = await browser.newPage({
          viewport,
          ...(mobile ? { hasTouch: true, isMobile: true } : {}),
        });
        page.setDefaultTimeout(15_000);
        problems = watchPageErrors(page);
        ({ email } = await founderWithMailbox(page, baseURL, `support-${viewport.width}`));
        await ops(
          'mail',
          'record',
          email,
          '--sender',
          SENDER,
          '--category',
          'irs',
          '--date',
          yesterday(),
          '--pages',
          '1',
          '--envelope',
          join(FIXTURES, 'envelope-court.jpg'),
          '--scan',
          join(FIXTURES, 'summons.pdf'),
        );
      });
      test.afterAll(async () => {
        await page?.close();
        expect(problems).toEqual([]);
      });

      test('opens a ticket about the letter, with an attachment', async () => {
        await page.goto(`${baseURL}/dashboard/communication`);
        await page
          .getByRole('list', { name: 'Letters' })
          .getByRole('button', { name: new RegExp(`^${SENDER}`) })
          .first()
          .click();
        await page.getByRole('heading', { name: `Letter from ${SENDER}` }).waitFor();
        await page.getByRole('link', { name: 'Ask support about this' }).click();
        await page.waitForURL(/\/dashboard\/support\?new=1&about=mail_item(:|%3A)[0-9a-f-]{36}/);
        await page.getByText(new RegExp(`About: Letter from ${SENDER}`)).waitFor();
        await page.getByRole('button', { name: 'Remove', exact: true }).waitFor();

        await page.getByLabel('Subject', { exact: true }).fill(SUBJECT);
        // The articles matching the subject appear as it is typed; one opens without losing it.
        const suggested = page.getByRole('region', { name: 'Suggested articles' });
        const article = suggested.getByRole('link').or(suggested.getByRole('button')).first();
        await article.waitFor();
        const listed = (await article.textContent()) ?? '';
        await article.click();
        // The dialog is named by the article's title, which its entry in the list shows.
        const dialog = page.getByRole('dialog');
        await dialog.waitFor();
        const title = (await dialog.getByRole('heading').first().textContent())?.trim() ?? '';
        expect(title).not.toBe('');
        expect(listed).toContain(title);
        await page.getByRole('dialog', { name: title }).waitFor();
        await shot('article');
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });
        expect(await page.getByLabel('Subject', { exact: true }).inputValue()).toBe(SUBJECT);

        await page
          .getByLabel('Message', { exact: true })
          .fill('The IRS wrote to us. Is this the EIN letter we were waiting for?');
        await page.locator('input[type="file"]').setInputFiles(join(FIXTURES, 'summons.pdf'));
        await page.getByRole('button', { name: 'Remove summons.pdf' }).waitFor();
        await shot('new-ticket');
        await page.getByRole('button', { name: 'Send ticket' }).click();

        const toast = page.getByText(/^Ticket #\d+ sent$/).first();
        await toast.waitFor();
        ticket.number = /#(\d+)/.exec((await toast.textContent()) ?? '')![1]!;
        await page.waitForURL(/[?&]ticket=[0-9a-f-]{36}/);
        ticket.id = new URL(page.url()).searchParams.get('ticket')!;
        await page.getByRole('heading', { name: SUBJECT }).waitFor();
        await page.getByText(`#${ticket.number} · Mail · Normal`).waitFor();
        await page
          .getByText(/^We answer by /)
          .first()
          .waitFor();
        await conversation()
          .getByRole('link', { name: /summons\.pdf/ })
          .waitFor();
        await shot('ticket-sent');
      });

      test('staff answer with npm run ops; the e-mail links to the ticket', async () => {
        await ops('tickets', 'reply', ticket.number, '--as', 'Maria', '--body', ANSWER);
        const mail = await waitForMail(mailDir, email, (m) =>
          m.subject.includes(`We answered your ticket #${ticket.number}`),
        );
        expect(mail.subject).toBe(`We answered your ticket #${ticket.number}: ${SUBJECT}`);
        const link = `${baseURL}/dashboard/support?ticket=${ticket.id}`;
        expect(mail.textBody).toContain(link);
        expect(mail.htmlBody).toContain(`href="${link}"`);
        // The answer itself is read in the portal, not in the e-mail.
        expect(mail.textBody).not.toContain(ANSWER);

        await page.goto(link);
        await conversation().getByText(ANSWER).waitFor();
        await conversation().getByText(/Maria/).first().waitFor();
        await status('Waiting on you');
        if (mobile) {
          // One pane on a phone: the ticket replaces the list, and a link leads back.
          await backToSupport().waitFor();
          expect(await page.getByLabel('Search tickets').count()).toBe(0);
        } else {
          // Side by side at 1280 px: the list stays beside the ticket.
          await page.getByLabel('Search tickets').waitFor();
        }
        await shot('answered');
      });

      test('the customer replies, resolves, rates 5 stars and reopens', async () => {
        const thanks = 'Thanks, Maria! That is exactly what we needed.';
        await page.getByLabel('Your reply').fill(thanks);
        await page.getByRole('button', { name: 'Send reply' }).click();
        await conversation().getByText(thanks).waitFor();
        await status('Waiting on us');

        await page.getByRole('button', { name: 'Mark as resolved' }).click();
        await status('Resolved');
        await page
          .getByRole('radiogroup', { name: 'How did we do?' })
          .or(page.getByRole('group', { name: 'How did we do?' }))
          .waitFor();
        // The stars are the radios' labels (the radios themselves are for keyboards and readers).
        await page.locator('label', { has: page.getByRole('radio', { name: '5 stars' }) }).click();
        expect(await page.getByRole('radio', { name: '5 stars' }).isChecked()).toBe(true);
        await page.getByLabel('Anything to add? (optional)').fill('Fast and clear.');
        await page.getByRole('button', { name: 'Send rating' }).click();
        await page.getByText(/You rated this 5 of 5\./).waitFor();
        await page.getByText(/You can reopen it until /).waitFor();
        await shot('rated');

        await page.getByRole('button', { name: 'Reopen ticket' }).click();
        await status('Waiting on us');
        await page
          .getByText(/^We answer by /)
          .first()
          .waitFor();
        await shot('reopened');
      });

      test('finds the ticket in the list, reached from the navigation', async () => {
        await page.goto(`${baseURL}/dashboard/home`);
        if (mobile) {
          // No SUPPORT item below 1024 px (docs/product.md § Dashboard layout); the
          // drawer's Help and support leads there.
          await page.getByRole('button', { name: 'Open menu' }).tap();
          await page.getByRole('dialog').getByRole('link', { name: 'Help and support' }).tap();
        } else {
          await page.getByRole('link', { name: 'SUPPORT' }).click();
        }
        await page.waitForURL(/\/dashboard\/support$/);
        await page.getByRole('heading', { name: 'How can we help?' }).waitFor();
        const row = page.getByRole('link', { name: new RegExp(`#${ticket.number}`) });
        await row.waitFor();
        expect(await row.textContent()).toContain(SUBJECT);
        expect(await row.textContent()).toContain('Waiting on us');
        await shot('list');
        await row.click();
        await page.getByRole('heading', { name: SUBJECT }).waitFor();
        if (mobile) {
          await backToSupport().click();
          await page.getByRole('heading', { name: 'How can we help?' }).waitFor();
        }
      });
    });
  }
});
