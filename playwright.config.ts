import { defineConfig } from '@playwright/test';
import './scripts/node-24.mjs';

// The browser journeys on Playwright's runner (issue 34; decision 0178), against the built
// app started as `npm start` starts it: a server, data directory and database per worker
// (e2e/global-setup.ts). Each journey file is one story whose steps run in order
// (e2e/test.ts); the files are shared out between the workers.
const workers = Math.max(1, Number(process.env.E2E_WORKERS ?? 2) || 1);

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.e2e.ts',
  globalSetup: './e2e/global-setup.ts',
  workers,
  fullyParallel: false,
  // A journey's first step signs up and fills a page or two; with the scans beside it on a
  // slow hour of the 2-core machine it took 44–48 s of the 60 s it had. A passing test does
  // not wait for the limit.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  outputDir: 'test-results',
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]]
    : 'list',
  use: {
    // Kept for a failed test (open with `npx playwright show-trace test-results/…/trace.zip`).
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
