import type { Browser, Page } from 'playwright-core';
import { expect, test } from './test';
import { e2eServer } from './server';
import { launchBrowser, watchPageErrors, WIDTHS } from './browser';
import { bringLlc, shoot, uniqueEmail } from './journey';
import { opsCli } from './ops';

// One story: each step builds on the one before, so a failed step skips the rest.
test.describe.configure({ mode: 'serial' });

// Issue 35 item 2 in the browser: a New York LLC must publish a notice of its formation in two
// newspapers for six weeks and file the Certificate of Publication ($50) within 120 days of
// formation (N.Y. LLC Law 206), or its authority to do business is suspended. An LLC formed
// about a month ago sees it on its Compliance page, with its due date, fee, consequence and
// "File it for me".

const PUBLICATION = 'Publication + Certificate of Publication';
const DAY = 86_400_000;
const reText = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const iso = (date: Date) => date.toISOString().slice(0, 10);
const inWords = (date: Date) =>
  date.toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

/**
 * A formation date about a month ago whose 120th day after is a Wednesday: New York moves a
 * due date off a weekend or holiday (N.Y. Gen. Constr. Law 25-a), and a Wednesday is never
 * moved by a Monday holiday; the fixed-date holidays are skipped too.
 */
const formation = (now = new Date()) => {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  for (let back = 30; ; back += 1) {
    const formedOn = new Date(today - back * DAY);
    const due = new Date(formedOn.getTime() + 120 * DAY);
    const monthDay = iso(due).slice(5);
    const fixedHoliday = ['01-01', '06-19', '07-04', '11-11', '12-25'].includes(monthDay);
    if (due.getUTCDay() === 3 && !fixedHoliday) return { formedOn, due };
  }
};

test.describe('compliance: a New York LLC’s publication within 120 days', () => {
  const baseURL = e2eServer().baseURL;
  const ops = opsCli(baseURL);
  const { formedOn, due } = formation();
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

      const row = (title: string, period: number) =>
        page.getByRole('button', { name: new RegExp(`^${reText(title)} ${period}`) });

      test('sign-up → Bring your LLC (New York, formed a month ago) → staff verify it', async () => {
        page = await browser.newPage({ viewport });
        page.setDefaultTimeout(10_000);
        problems = watchPageErrors(page);
        email = uniqueEmail(`new-york-${viewport.width}`);
        await bringLlc(page, baseURL, email, {
          name: 'Hudson Lantern',
          state: 'New York',
          formedOn: iso(formedOn),
          fileNumber: '7712345',
        });
        expect(await ops('verify', email)).toContain('Verified');
        // Staff see the same deadline: due 120 days after formation, $50. (The biennial
        // statement, two years after formation, is past the 12 months deadlines are kept for.)
        expect(await ops('compliance', email)).toMatch(
          new RegExp(`${iso(due)} {2}upcoming +\\$50\\.00 {2}${reText(PUBLICATION)}`),
        );
      });

      test('the publication: due 120 days after formation, $50 plus the newspapers, the consequence, "File it for me"', async () => {
        await page.goto(`${baseURL}/dashboard/compliance`);
        await page.getByRole('heading', { name: 'Compliance', level: 1 }).waitFor();
        await page
          .getByText(
            `New York LLC formed ${formedOn.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' })}`,
            { exact: false },
          )
          .waitFor();
        const publication = row(PUBLICATION, formedOn.getUTCFullYear());
        expect(await publication.textContent()).toMatch(
          new RegExp(`Due ${reText(inWords(due))}.*\\$50`),
        );
        await publication.getByText(`File ${inWords(formedOn)} – ${inWords(due)}`).waitFor();
        await shoot(page, 'compliance-new-york');

        await publication.click();
        const detail = page.getByRole('dialog', {
          name: `${PUBLICATION} ${formedOn.getUTCFullYear()}`,
        });
        await detail.waitFor();
        await detail
          .getByText(
            "$50 to file the Certificate of Publication, plus the newspapers' charges (by county)",
          )
          .waitFor();
        await detail
          .getByText(
            'The LLC’s authority to do business in New York is suspended until the certificate is filed',
            { exact: false },
          )
          .waitFor();
        await detail.getByText(/^Source: N\.Y\. LLC Law 206/).waitFor();
        await shoot(page, 'compliance-new-york-detail', undefined, false);

        const fileForMe = detail.getByRole('link', { name: 'File it for me' });
        expect(await fileForMe.getAttribute('href')).toMatch(
          /\/dashboard\/billing\/offer\/ny-publication$/,
        );
        await fileForMe.click();
        await page.waitForURL(/\/dashboard\/billing\/offer\/ny-publication$/);
        await page.getByRole('button', { name: /^Buy / }).waitFor();
        await shoot(page, 'compliance-new-york-offer');
      });
    });
  }
});
