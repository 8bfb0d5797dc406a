import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { opsCli } from './ops';
import { expect, test } from './test';
import { e2eServer } from './server';
import { launchBrowser, watchPageErrors, WIDTHS } from './browser';
import { bringWyomingLlc, shoot, uniqueEmail } from './journey';

// One story: each step builds on the one before, so a failed step skips the rest.
test.describe.configure({ mode: 'serial' });

// Issue 22's "Done when" in the browser: an LLC adds its bank account, imports a statement in
// a real bank's export format (Mercury at desktop width, Wise on a phone), maps the columns,
// imports it again (nothing new), undoes the import, imports again, adds a rule, categorises
// in bulk, reads the profit and loss (chart and table) and exports it as CSV and PDF.

const FIXTURES = join(import.meta.dirname, 'fixtures', 'bank');
const BANKS = {
  [WIDTHS.desktop.width]: { file: 'mercury.csv', bank: 'Mercury', account: 'Mercury Checking' },
  [WIDTHS.mobile.width]: { file: 'wise.csv', bank: 'Wise', account: 'Wise USD' },
} as const;
/** Each fixture: 29 rows, 6 Stripe payouts, 3 Google Workspace charges (see its README). */
const ROWS = 29;

test.describe('Accounting: the books from a bank statement', () => {
  const baseURL = e2eServer().baseURL;
  let browser: Browser;
  test.beforeAll(async () => {
    browser = await launchBrowser();
  });
  test.afterAll(() => browser.close());

  for (const viewport of [WIDTHS.desktop, WIDTHS.mobile]) {
    test.describe(`at ${viewport.width} px`, () => {
      const { file, bank, account } = BANKS[viewport.width]!;
      let page: Page;
      let problems: string[] = [];
      test.afterAll(async () => {
        await page?.close();
        expect(problems).toEqual([]);
      });

      const tab = (name: string) => page.goto(`${baseURL}/dashboard/accounting?tab=${name}`);
      const toast = (text: string) => page.getByText(text).first().waitFor();
      // What the page showed when a step failed, for SHOTS_DIR.

      /**
       * Upload the statement: the first time the columns are proposed (kept as they are); once
       * remembered for the account, the upload goes straight to the preview (issue 36).
       */
      const uploadToPreview = async (columns: 'proposed' | 'remembered' = 'proposed') => {
        await page.goto(`${baseURL}/dashboard/accounting`);
        await page.getByRole('link', { name: 'Import a statement' }).first().click();
        await page.waitForURL(/\/dashboard\/accounting\/import/);
        await page
          .getByLabel('Account', { exact: true })
          .selectOption({ label: `${account} (USD)` });
        await page
          .getByLabel('Bank statement (CSV, OFX or QFX)')
          .setInputFiles(join(FIXTURES, file));
        await page.getByRole('button', { name: 'Continue' }).click();
        if (columns === 'remembered') {
          await page.getByText('Read with the columns you remembered for this account.').waitFor();
          return;
        }
        await page.getByText(`We recognised a ${bank} export`).waitFor();
        await shoot(page, 'books-columns');
        await page.getByRole('button', { name: 'Continue' }).click();
      };

      test(`adds the account and imports a ${bank} statement, columns mapped and previewed`, async () => {
        page = await browser.newPage({ viewport });
        page.setDefaultTimeout(15_000);
        problems = watchPageErrors(page);
        const email = uniqueEmail(`books-${viewport.width}`);
        await bringWyomingLlc(page, baseURL, email);
        // Invoicing and accounting open once staff verified an LLC formed elsewhere (issue 33 item 4).
        expect(await opsCli(baseURL)('verify', email)).toContain('Verified');

        await page.goto(`${baseURL}/dashboard/accounting`);
        await page.getByText('Add your bank account to start your books').waitFor();
        await shoot(page, 'books-empty');
        await page.getByRole('button', { name: 'Add an account' }).first().click();
        const dialog = page.getByRole('dialog', { name: 'Add an account' });
        await dialog.getByLabel('Account name').fill(account);
        await dialog.getByLabel('Opening balance').fill('5000.00');
        await dialog.getByLabel('Opening date').fill('2026-08-31');
        await shoot(page, 'books-account', undefined, false);
        await dialog.getByRole('button', { name: 'Add account' }).click();
        await dialog.waitFor({ state: 'detached' });

        await uploadToPreview();
        await page
          .getByText(new RegExp(`${ROWS} new`))
          .first()
          .waitFor();
        await shoot(page, 'books-preview');
        await page.getByRole('button', { name: `Import ${ROWS} transactions` }).click();
        await page.getByRole('heading', { name: `Imported ${ROWS} transactions` }).waitFor();
        await shoot(page, 'books-imported');
        await page.getByRole('link', { name: 'Go to transactions' }).click();
        await page.getByText('Blue Bottle Coffee').first().waitFor();
        // The two coffees of 15 September are two rows, not a duplicate.
        expect(await page.getByText('Blue Bottle Coffee').count()).toBeGreaterThanOrEqual(2);
        await shoot(page, 'books-ledger');
      });

      test('imports it again (nothing new), undoes the import and imports it once more', async () => {
        await uploadToPreview('remembered');
        const nothing = page.getByRole('button', {
          name: 'Nothing new to import — this statement is already in your books',
        });
        await nothing.waitFor();
        expect(await nothing.isDisabled()).toBe(true);
        await page
          .getByText(new RegExp(`${ROWS} already in your books`))
          .first()
          .waitFor();
        await shoot(page, 'books-again');

        await tab('accounts');
        await page
          .getByRole('button', { name: `Undo import of ${file}` })
          .first()
          .click();
        const confirm = page.getByRole('dialog', { name: 'Undo this import?' });
        await confirm.getByRole('button', { name: 'Undo import' }).click();
        await toast(`Import undone — ${ROWS} transactions removed`);
        await tab('transactions');
        await page.getByText('No transactions yet').waitFor();

        await uploadToPreview('remembered');
        await page.getByRole('button', { name: `Import ${ROWS} transactions` }).click();
        await page.getByRole('heading', { name: `Imported ${ROWS} transactions` }).waitFor();
      });

      test('adds a rule, categorises in bulk, reads the profit and loss and exports it', async () => {
        await tab('rules');
        await page.getByRole('button', { name: 'Add a rule' }).click();
        const rule = page.getByRole('dialog', { name: 'Add a rule' });
        await rule.getByLabel('Description contains').fill('stripe');
        await rule.getByLabel('Category', { exact: true }).selectOption({ label: 'Sales' });
        await rule.getByRole('button', { name: 'Save rule' }).click();
        await rule.waitFor({ state: 'detached' });
        await page
          .getByRole('button', { name: 'Apply rules to uncategorised transactions' })
          .click();
        await toast('6 transactions categorised');
        await shoot(page, 'books-rules');

        await tab('transactions');
        await page.getByLabel('Search transactions').fill('Google Workspace');
        await page.waitForURL(/q=Google/);
        const rows = page.getByRole('checkbox', { name: /^Select .*Google Workspace/ });
        await expect.poll(() => rows.count()).toBe(3);
        for (const box of await rows.all()) await box.check();
        const bar = page.getByRole('region', { name: 'Selected transactions' });
        await bar.getByLabel('Categorise as').selectOption({ label: 'Software and subscriptions' });
        await shoot(page, 'books-bulk');
        await bar.getByRole('button', { name: 'Apply' }).click();
        await toast('3 transactions categorised');

        await page.goto(
          `${baseURL}/dashboard/accounting?tab=reports&period=custom&from=2026-09-01&to=2026-11-30`,
        );
        await page.getByRole('heading', { name: 'Profit and loss' }).waitFor();
        // By category and month from a tablet up; on a phone by category, months as cards.
        const table = page.getByRole('table', {
          name:
            viewport.width >= 640
              ? 'Profit and loss by category and month'
              : 'Profit and loss by category',
        });
        await table.getByRole('rowheader', { name: 'Sales' }).waitFor();
        await table.getByRole('rowheader', { name: 'Net profit' }).waitFor();
        await page.locator('figure[role="img"] svg').first().waitFor();
        await shoot(page, 'books-reports');

        const csv = page.waitForEvent('download');
        await page.getByRole('button', { name: 'Export P&L (CSV)' }).click();
        const csvText = readFileSync((await (await csv).path())!, 'utf8');
        expect(csvText).toContain('Sales');
        expect(csvText).toContain('Software and subscriptions');

        const pdf = page.waitForEvent('download');
        await page.getByRole('button', { name: 'Export P&L (PDF)' }).click();
        const pdfPath = (await (await pdf).path())!;
        expect(readFileSync(pdfPath).subarray(0, 5).toString()).toBe('%PDF-');
        const shotsDir = process.env.SHOTS_DIR;
        if (shotsDir) {
          mkdirSync(shotsDir, { recursive: true });
          const out = join(shotsDir, `books-pnl-pdf-${viewport.width}`);
          execFileSync('pdftoppm', ['-png', '-r', '50', '-f', '1', '-l', '1', pdfPath, out]);
        }
      });
    });
  }
});
