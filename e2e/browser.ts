import { chromium } from '@playwright/test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { watchAccessibility } from './axe';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-dev-shm-usage',
];

const browsers = new Set<Browser>();

/** Every page of this worker's browsers (a failed test keeps a picture of each). */
export const openPages = (): Page[] =>
  [...browsers].flatMap((b) => b.contexts().flatMap((c) => c.pages()));

const watched = (context: BrowserContext): BrowserContext => {
  for (const page of context.pages()) watchAccessibility(page);
  context.on('page', watchAccessibility);
  return context;
};

/**
 * Debian's Chromium through Playwright's runner, so its contexts are traced when a test
 * fails; every page it opens is scanned for accessibility (./axe.ts).
 */
export const launchBrowser = async (): Promise<Browser> => {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  browsers.add(browser);
  browser.on('disconnected', () => browsers.delete(browser));
  // `browser.newPage` opens its context through this too (and closes it with the page).
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => watched(await newContext(options));
  return browser;
};

export const WIDTHS = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 390, height: 844 },
} as const;

/** Fails the test on any uncaught page error or console error. */
export const watchPageErrors = (page: Page): string[] => {
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
  return problems;
};
