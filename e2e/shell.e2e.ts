import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { expect, test } from './test';
import { launchBrowser, watchPageErrors, WIDTHS } from './browser';
import { e2eServer, freePort, waitForHealth } from './server';
import { signUpAndSignIn } from './session';

const root = new URL('..', import.meta.url).pathname;

test.describe('the dashboard shell in Chromium', () => {
  const baseURL = e2eServer().baseURL;
  let browser: Browser;
  test.beforeAll(async () => {
    browser = await launchBrowser();
  });
  test.afterAll(() => browser.close());

  test('sends /maintenance to / when maintenance is off', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseURL}/maintenance`);
    await page.waitForURL(/\/signup$/); // / then the landing decision
    await page.close();
  });

  test('sends every path to /maintenance when it is on', async () => {
    test.setTimeout(240_000);
    const port = await freePort();
    const child = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: mkdtempSync(join(tmpdir(), 'charterline-maint-')),
        JWT_SECRET: 'maintenance-secret-maintenance-secret-01',
        LOG_LEVEL: 'warn',
        MAINTENANCE_MODE: 'on',
        DATABASE_URL: '',
        OUTBOX_POLL_MS: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
    try {
      const url = `http://127.0.0.1:${port}`;
      // Until it answers (or exits): `npm start` first builds what changed since the setup.
      await waitForHealth(url, child, () => output);
      const page = await browser.newPage();
      for (const path of ['/', '/login', '/dashboard/home', '/no/such/page']) {
        await page.goto(`${url}${path}`);
        await page.waitForURL(/\/maintenance$/);
      }
      await page.getByRole('heading', { name: "We'll Be Back Soon" }).waitFor();
      await page
        .getByText("We're currently performing scheduled maintenance to improve your experience.")
        .waitFor();
      expect(
        await page.getByRole('link', { name: 'Contact support' }).getAttribute('href'),
      ).toMatch(/^mailto:/);
      expect(await page.title()).toBe("We'll Be Back Soon | Charterline");
      await page.close();
    } finally {
      child.kill('SIGTERM');
    }
  });

  test('decides the landing redirect: redirect_to, //evil.com ignored, service, default', async () => {
    const page = await browser.newPage();
    // The landing says "Redirecting…" only until it has decided, which on a fast answer is
    // over before a poll from here can see it: the page notes it the moment it is shown.
    await page.addInitScript(() => {
      new MutationObserver(() => {
        if (document.body?.textContent?.includes('Redirecting you to the right place...')) {
          sessionStorage.setItem('saw-redirecting', 'yes');
        }
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await page.goto(`${baseURL}/?redirect_to=/login&utm_source=news`);
    await page.waitForURL(/\/login\?view=dashboard&utm_source=news$/);
    expect(await page.evaluate(() => sessionStorage.getItem('saw-redirecting'))).toBe('yes');
    await page.goto(`${baseURL}/?redirect_to=//evil.com`);
    await page.waitForURL(`${baseURL}/signup`);
    await page.goto(`${baseURL}/?service=bookkeeping&utm_campaign=c`);
    await page.waitForURL(/\/signup\/create-account\?service=bookkeeping&utm_campaign=c$/);
    await page.goto(`${baseURL}/`);
    await page.waitForURL(`${baseURL}/signup`);
    await page.goto(`${baseURL}/this/does/not/exist`);
    await page.waitForURL(`${baseURL}/signup`); // unknown → / → default
    await page.close();
  });

  for (const [name, viewport] of Object.entries(WIDTHS)) {
    test(`lays out the dashboard at ${name} width`, async () => {
      const page = await browser.newPage({ viewport });
      const problems = watchPageErrors(page);
      await signUpAndSignIn(page, baseURL, name);
      await page.goto(`${baseURL}/dashboard`);
      await page.waitForURL(/\/dashboard\/home$/);
      await page.getByRole('heading', { name: 'Welcome, Grace' }).waitFor();
      await expect.poll(() => page.title()).toBe('Home | Charterline');
      const nav = page.getByRole('navigation', { name: 'Main' });
      if (name === 'mobile') {
        expect(await nav.count()).toBe(0); // the sidebar is hidden below md
        await page.getByRole('button', { name: 'Open menu' }).click();
      }
      const menu = page.getByRole('navigation', { name: 'Main' }).last();
      await menu.getByRole('link', { name: 'HOME' }).waitFor();
      const labels = (await menu.locator('a, [role="link"]').allInnerTexts()).map((t) => t.trim());
      // Unpaid: no COMPLIANCE; SUPPORT only at 1024 px and wider.
      expect(labels).toEqual(
        name === 'desktop'
          ? ['HOME', 'INVOICING', 'ACCOUNTING', 'LLC MANAGEMENT', 'COMMUNICATION', 'SUPPORT']
          : ['HOME', 'INVOICING', 'ACCOUNTING', 'LLC MANAGEMENT', 'COMMUNICATION'],
      );
      await menu.getByText('LLC MANAGEMENT').hover();
      if (name === 'desktop') {
        await page
          .getByRole('tooltip')
          .getByText('Available after company formation is complete')
          .waitFor();
      }
      await menu.getByRole('link', { name: 'INVOICING' }).click();
      await page.waitForURL(/\/dashboard\/invoicing$/);
      await expect.poll(() => page.title()).toBe('Invoicing | Charterline');
      await page.goto(`${baseURL}/dashboard/onboarding`);
      const home = page.getByRole('link', { name: 'HOME' });
      if (name === 'mobile') await page.getByRole('button', { name: 'Open menu' }).click();
      expect(await home.last().getAttribute('aria-current')).toBe('page');
      expect(await page.getByText('Get $50').last().isVisible()).toBe(true);
      expect(
        await page.getByRole('link', { name: 'REFER NOW' }).last().getAttribute('rel'),
      ).toContain('noopener');
      expect(problems).toEqual([]);
      await page.close();
    });
  }

  test('opens the command palette with Ctrl+K, searches, navigates and closes', async () => {
    const page = await browser.newPage({ viewport: WIDTHS.desktop });
    await signUpAndSignIn(page, baseURL, 'palette');
    await page.goto(`${baseURL}/dashboard/home`);
    await page.getByRole('heading', { name: 'Welcome, Grace' }).waitFor();
    await page.keyboard.press('Control+k');
    const input = page.getByPlaceholder('Search for pages, settings, or resources...');
    await input.waitFor();
    for (const group of ['Pages', 'Onboarding', 'Settings', 'Documentation', 'External Links']) {
      await page.getByText(group, { exact: true }).waitFor();
    }
    await input.fill('zzqx');
    await page.getByText('No results found for "zzqx"').waitFor();
    await page.keyboard.press('Escape');
    await input.waitFor({ state: 'detached' });
    await page.keyboard.press('Control+k');
    await input.fill('billing');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/dashboard\/billing$/);
    await input.waitFor({ state: 'detached' });
    await page.close();
  });

  test('keeps the palette off on a phone', async () => {
    const page = await browser.newPage({ viewport: WIDTHS.mobile });
    await signUpAndSignIn(page, baseURL, 'phone');
    await page.goto(`${baseURL}/dashboard/home`);
    await page.getByRole('heading', { name: 'Welcome, Grace' }).waitFor();
    await page.keyboard.press('Control+k');
    await page.waitForTimeout(300);
    expect(await page.getByPlaceholder('Search for pages, settings, or resources...').count()).toBe(
      0,
    );
    await page.close();
  });

  test('creates a second company from the switcher and starts its onboarding', async () => {
    const page = await browser.newPage({ viewport: WIDTHS.desktop });
    await signUpAndSignIn(page, baseURL, 'switcher');
    await page.goto(`${baseURL}/dashboard/home`);
    await page.getByRole('button', { name: /Company/ }).click();
    await page.getByRole('menuitem', { name: 'Create New Company' }).click();
    // Issue 17: the name first (a dialog), then the company.
    const dialog = page.getByRole('dialog', { name: 'Create a new company' });
    await dialog.getByLabel('Company name').fill('Second Venture');
    await dialog.getByRole('button', { name: 'Create company' }).click();
    await page.waitForURL(/\/dashboard\/onboarding$/);
    await page.getByRole('button', { name: /Company/ }).click();
    expect(await page.getByRole('menuitem').allTextContents()).toEqual([
      'New company',
      'Second Venture',
      'Create New Company',
      'Delete Second Venture',
    ]);
    await page.close();
  });
});

test.describe('robustness and accessibility of the shell', () => {
  const baseURL = e2eServer().baseURL;
  let browser: Browser;
  test.beforeAll(async () => {
    browser = await launchBrowser();
  });
  test.afterAll(() => browser.close());

  test('shows the error screen when a page cannot load, with Try Again and Go Home', async () => {
    const context = await browser.newContext({ viewport: WIDTHS.desktop });
    const page = await context.newPage();
    await signUpAndSignIn(page, baseURL, 'error');
    // A deploy mid-session: the page's chunk is gone.
    await page.route(/\/assets\/invoicing-.*\.js$/, (route) => route.abort());
    await page.goto(`${baseURL}/dashboard/invoicing`);
    await page.getByRole('heading', { name: 'Something went wrong' }).waitFor();
    await expect.poll(() => page.title()).toBe('Something went wrong | Charterline');
    await page.getByRole('button', { name: 'Try Again' }).waitFor();
    await page.getByRole('button', { name: 'Go Home' }).click();
    // Home is /, and a signed-in customer who opens / is sent to the dashboard (issue 17).
    await page.waitForURL(`${baseURL}/dashboard/home`);
    await context.close();
  });

  for (const [name, viewport] of Object.entries(WIDTHS)) {
    test(`has no serious accessibility violations on the shell (${name})`, async () => {
      const context = await browser.newContext({ viewport, bypassCSP: true });
      const page = await context.newPage();
      await signUpAndSignIn(page, baseURL, `axe-${name}`);
      await page.goto(`${baseURL}/dashboard/home`);
      await page.getByRole('heading', { name: 'Welcome, Grace' }).waitFor();
      await page.addScriptTag({ path: axePath });
      const serious = await page.evaluate(async () => {
        const axe = (window as unknown as { axe: { run: () => Promise<TAxeResults> } }).axe;
        const results = await axe.run();
        return results.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      });
      expect(serious).toEqual([]);
      await context.close();
    });
  }
});

type TAxeResults = {
  violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[];
};
const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
