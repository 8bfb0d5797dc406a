import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { expect, test } from './test';
import { e2eServer } from './server';
import { launchBrowser, watchPageErrors, WIDTHS } from './browser';
import { bringWyomingLlc, shoot, uniqueEmail } from './journey';
import { onePagePdf } from './files';
import { opsCli } from './ops';

// One story: each step builds on the one before, so a failed step skips the rest.
test.describe.configure({ mode: 'serial' });

// Issue 20's "Done when" in the browser (Profile, Documents, Sharing): a Wyoming LLC formed
// elsewhere, verified by staff, uploads a bank letter (PDF) and a logo (PNG) at once, is refused
// a text file named .pdf, searches, previews, downloads, adds a second version, deletes and
// restores; staff attach its EIN letter; a link for Chase Bank opened without an account, then
// revoked.

const dir = mkdtempSync(join(tmpdir(), 'vault-'));

/** A one-page PDF with a line of text: the bank letter the founder keeps. */
const letterPdf = (name: string, line: string) => onePagePdf(name, line);

const PDF = 'bank-reference';
const PNG = 'company-logo';
const EIN = 'EIN letter';

test.describe('LLC Management: profile, documents vault and share links', () => {
  const baseURL = e2eServer().baseURL;
  const ops = opsCli(baseURL);
  let browser: Browser;
  test.beforeAll(async () => {
    browser = await launchBrowser();
  });
  test.afterAll(() => browser.close());

  for (const viewport of [WIDTHS.desktop, WIDTHS.mobile]) {
    test.describe(`at ${viewport.width} px`, () => {
      // One company per width, carried from step to step (a file's tests run in order).
      let page: Page;
      let problems: string[] = [];
      let email = '';
      let pdfPath = '';
      let shareUrl = '';
      test.afterAll(async () => {
        await page?.close();
        expect(problems).toEqual([]);
      });

      const llc = async (tab: 'profile' | 'documents' | 'sharing') => {
        await page.goto(`${baseURL}/dashboard/llc-management?tab=${tab}`);
        await page.getByRole('tab', { name: new RegExp(tab, 'i'), selected: true }).waitFor();
      };
      const panel = () => page.getByRole('tabpanel');
      const action = (label: string) => panel().getByRole('button', { name: label, exact: true });
      /** A document's ⋯ menu (decision 0189: Download, and the rest in the menu). */
      const menuOf = (title: string) =>
        page.getByRole('menu', { name: `More actions for ${title}`, exact: true });
      const more = async (title: string, item: string) => {
        await action(`More actions for ${title}`).click();
        await menuOf(title).getByRole('menuitem', { name: item, exact: true }).click();
      };
      /** The row (a table row or a phone's card) that holds a document's title. */
      const documentRow = (title: string): Locator =>
        panel()
          .locator('tr, li')
          .filter({ has: page.getByText(title, { exact: true }) });

      test('Profile: the facts with "To be verified", gone once staff verify', async () => {
        page = await browser.newPage({ viewport });
        page.setDefaultTimeout(10_000);
        problems = watchPageErrors(page);
        email = uniqueEmail(`llc-${viewport.width}`);
        await bringWyomingLlc(page, baseURL, email);

        await llc('profile');
        const company = panel().getByRole('region', { name: 'Company' });
        await company.getByText('Viento Alto LLC').waitFor();
        await company.getByText('Wyoming', { exact: true }).waitFor();
        await company.getByText('2025-000987654').waitFor();
        await company.getByText('Mar 10, 2025').waitFor();
        expect(await panel().getByText('To be verified', { exact: true }).count()).toBeGreaterThan(
          3,
        );
        await panel().getByText('Three addresses, three jobs').waitFor();
        await panel()
          .getByText(/Banks usually refuse a virtual mailbox address/)
          .waitFor();
        const members = panel().getByRole('region', { name: 'Members' });
        await members.getByText('Amara Okafor').waitFor();
        await members.getByText('100% · Nigeria').waitFor();
        await shoot(page, 'llc-profile-unverified');

        expect(await ops('verify', email)).toContain('Verified');
        await page.reload();
        await company.getByText('Viento Alto LLC').waitFor();
        expect(await panel().getByText('To be verified').count()).toBe(0);
        await shoot(page, 'llc-profile-verified');
      });

      test('Documents: two files at once, a text file named .pdf refused, search', async () => {
        await llc('documents');
        pdfPath = await letterPdf(`${PDF}.pdf`, 'Chase Bank reference letter');
        // The PNG: a real image (the top of this page).
        const pngPath = join(dir, `${PNG}.png`);
        await page.screenshot({ path: pngPath, clip: { x: 0, y: 0, width: 320, height: 180 } });
        const input = page.getByLabel('Files to upload');
        await input.setInputFiles([pdfPath, pngPath]);
        const uploads = page.getByRole('list', { name: 'Uploads' });
        for (const name of [`${PDF}.pdf`, `${PNG}.png`]) {
          await uploads
            .getByRole('listitem')
            .filter({ hasText: name })
            .getByText('Uploaded')
            .waitFor();
        }
        expect(await uploads.getByRole('progressbar').count()).toBe(0);
        await documentRow(PDF).first().waitFor();
        await documentRow(PNG).first().waitFor();

        const fake = join(dir, 'notes.pdf');
        writeFileSync(fake, 'These are plain notes, not a PDF at all.\n');
        await input.setInputFiles(fake);
        const refused = uploads.getByRole('listitem').filter({ hasText: 'notes.pdf' });
        await refused
          .getByRole('alert')
          .getByText(/Only PDF, PNG and JPEG/)
          .waitFor();
        // The browser logs the server's refusal (400) of that file: expected, not a problem.
        const refusal = problems.findIndex((p) => p.includes('status of 400'));
        if (refusal >= 0) problems.splice(refusal, 1);
        await shoot(page, 'llc-documents');
        expect(await documentRow('notes').count()).toBe(0);

        await panel().getByLabel('Search documents').fill('bank');
        await page.waitForURL(/q=bank/);
        await documentRow(PNG).first().waitFor({ state: 'detached' });
        await documentRow(PDF).first().waitFor();
        await shoot(page, 'llc-documents-search');
        await panel().getByLabel('Search documents').fill('');
        await documentRow(PNG).first().waitFor();
      });

      test('Documents: preview the PDF and the image, download the bytes', async () => {
        await llc('documents');
        await more(PDF, 'Preview');
        const pdfDialog = page.getByRole('dialog', { name: PDF });
        await pdfDialog.locator('iframe').waitFor();
        expect(await pdfDialog.locator('iframe').getAttribute('src')).toMatch(/^blob:/);
        await shoot(page, 'llc-preview-pdf', undefined, false);
        await page.keyboard.press('Escape');
        await pdfDialog.waitFor({ state: 'hidden' });

        await more(PNG, 'Preview');
        const image = page.getByRole('dialog', { name: PNG }).getByRole('img', { name: PNG });
        await image.waitFor();
        await expect
          .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
          .toBeGreaterThan(0);
        await shoot(page, 'llc-preview-png', undefined, false);
        await page.keyboard.press('Escape');

        const download = page.waitForEvent('download');
        await action(`Download ${PDF}`).click();
        const saved = await download;
        expect(saved.suggestedFilename()).toBe(`${PDF}.pdf`);
        expect(readFileSync(await saved.path()).equals(readFileSync(pdfPath))).toBe(true);
      });

      test('Documents: a new version keeps the old one; delete the PNG, show deleted, restore', async () => {
        await llc('documents');
        const v2 = await letterPdf(`${PDF}-signed.pdf`, 'Chase Bank reference letter, signed');
        await page.getByLabel(`File for a new version of ${PDF}`).setInputFiles(v2);
        const versions = action(`v2 · 2 versions of ${PDF}`);
        await versions.waitFor();
        await versions.click();
        const dialog = page.getByRole('dialog', { name: `Versions of ${PDF}` });
        await dialog.getByText('Version 2 (latest)').waitFor();
        await dialog.getByText('Version 1', { exact: true }).waitFor();
        await dialog.getByText(new RegExp(`^${PDF}-signed\\.pdf`)).waitFor();
        await shoot(page, 'llc-versions', undefined, false);
        await page.keyboard.press('Escape');

        await more(PNG, 'Delete');
        const confirm = page.getByRole('dialog', { name: `Delete ${PNG}?` });
        await shoot(page, 'llc-delete', undefined, false);
        await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
        await page.getByText(/Deleted — you can restore it for 30 days/).waitFor();
        await documentRow(PNG).first().waitFor({ state: 'detached' });
        // A click, not check(): the box follows the address, which the router updates a tick later.
        const showDeleted = panel().getByLabel('Show deleted');
        await showDeleted.click();
        await page.waitForURL(/deleted=/);
        // The URL changes first and React renders the box from it a moment later (CI saw it unticked
        // in between): wait for the ticked box rather than read it once.
        await panel().getByRole('checkbox', { name: 'Show deleted', checked: true }).waitFor();
        await documentRow(PNG)
          .getByText(/Deleted · purged/)
          .waitFor();
        await shoot(page, 'llc-deleted');
        await action(`Restore ${PNG}`).click();
        await page.getByText(`${PNG} restored`).waitFor();
        await showDeleted.click();
        await page.waitForURL((url) => !url.search.includes('deleted='));
        await documentRow(PNG).first().waitFor();
      });

      test('Staff attach the EIN letter: "From Charterline", no Delete', async () => {
        const letter = await letterPdf('ein-letter.pdf', 'CP 575 G: your EIN is 98-7654321');
        expect(
          await ops('attach', email, letter, '--title', EIN, '--kind', 'EIN_LETTER'),
        ).toContain('Attached ein-letter.pdf');
        await llc('documents');
        const row = documentRow(EIN).first();
        await row.getByText('From Charterline').waitFor();
        await action(`Download ${EIN}`).waitFor();
        await action(`More actions for ${EIN}`).click();
        await menuOf(EIN).getByRole('menuitem', { name: 'Edit' }).waitFor();
        expect(await menuOf(EIN).getByRole('menuitem', { name: 'Delete' }).count()).toBe(0);
        await page.keyboard.press('Escape');
        await action(`More actions for ${PDF}`).click();
        await menuOf(PDF).getByRole('menuitem', { name: 'Edit' }).waitFor();
        expect(await menuOf(PDF).getByRole('menuitem', { name: 'Delete' }).count()).toBe(1);
        await page.keyboard.press('Escape');
        await shoot(page, 'llc-documents-staff');
        // The Profile offers the letter next to the EIN.
        await llc('profile');
        await panel().getByRole('button', { name: 'Download EIN letter' }).waitFor();
      });

      test('Sharing: a link for Chase Bank opened without an account, logged, then revoked', async () => {
        await llc('sharing');
        await panel().getByRole('checkbox', { name: PDF }).check();
        await panel().getByLabel('Who is it for?').fill('Chase Bank');
        await panel().getByLabel('Days it lasts').fill('7');
        await panel().getByRole('button', { name: 'Create the link' }).click();
        const link = panel().getByLabel('The share link');
        await link.waitFor();
        shareUrl = await link.inputValue();
        expect(shareUrl).toMatch(new RegExp(`^${baseURL}/shared/[\\w-]+$`));
        const shares = panel().getByRole('list', { name: 'Share links' });
        await shares.getByText('Chase Bank').waitFor();
        await shares.getByText('Active').waitFor();
        await shoot(page, 'llc-sharing-created');

        // A bank's clerk: a fresh context, no account, no token.
        const guest = await browser.newContext({ viewport });
        const bank = await guest.newPage();
        const bankProblems = watchPageErrors(bank);
        await bank.goto(shareUrl);
        await bank
          .getByRole('heading', { name: /Viento Alto LLC shared these documents with Chase Bank/ })
          .waitFor();
        const shared = bank.getByRole('list', { name: 'Shared documents' });
        await shared.getByText(PDF, { exact: true }).waitFor();
        expect(await shared.getByText(PNG).count()).toBe(0);
        await shoot(bank, 'llc-shared-page');
        await bank.getByRole('button', { name: `Preview ${PDF}` }).click();
        await bank.getByRole('dialog', { name: PDF }).locator('iframe').waitFor();
        await shoot(bank, 'llc-shared-preview', undefined, false);
        await bank.keyboard.press('Escape');
        const download = bank.waitForEvent('download');
        await bank.getByRole('link', { name: `Download ${PDF}` }).click();
        const file = readFileSync(await (await download).path());
        expect(file.subarray(0, 5).toString()).toBe('%PDF-');
        // The second version is the one shared.
        expect(file.equals(readFileSync(pdfPath))).toBe(false);

        // The owner sees who opened what.
        await page.reload();
        await shares.getByText(/^Access log \([1-9]\d*\)$/).click();
        const log = panel().getByRole('list', { name: 'Access log of Chase Bank' });
        // Opening is logged (twice since this wave's Node 24 run: a second view load, not yet explained — see the session note).
        await log.getByText('Opened the link').first().waitFor();
        // The preview and the download: each reading of the file is logged.
        await log.getByText(`Downloaded ${PDF}`).nth(1).waitFor();
        await shoot(page, 'llc-sharing-log');

        await shares.getByRole('button', { name: 'Revoke' }).click();
        const revoke = page.getByRole('dialog', { name: 'Revoke this link?' });
        await shoot(page, 'llc-sharing-revoke', undefined, false);
        await revoke.getByRole('button', { name: 'Revoke the link' }).click();
        await shares.getByText('Revoked', { exact: true }).waitFor();

        await bank.reload();
        await bank
          .getByRole('heading', { name: 'This link has expired or was revoked.' })
          .waitFor();
        await shoot(bank, 'llc-shared-revoked');
        const token = shareUrl.split('/').at(-1) ?? '';
        const api = await bank.request.get(`${baseURL}/api/client/public/v1/shares/${token}`);
        expect(api.status()).toBe(404);
        expect(bankProblems.filter((p) => !/404/.test(p))).toEqual([]);
        await guest.close();
      });
    });
  }
});
