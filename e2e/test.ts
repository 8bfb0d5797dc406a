import { appendFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { test as base, expect, type TestInfo } from '@playwright/test';
import {
  describeFindings,
  finishAccessibilityRecord,
  pagesScanned,
  startAccessibilityRecord,
} from './axe';
import { openPages } from './browser';

/**
 * Playwright's `test` for the journeys (issue 34; decision 0178), with what every journey
 * gets without asking:
 * - the accessibility scan (./axe.ts) of the pages it visits: a serious or critical violation
 *   fails the test that found it;
 * - a screenshot of each page open when a test fails, beside its trace.
 */
export const test = base.extend<{ accessibility: void }, { scanReport: void }>({
  // What this worker scanned, a line per page with the time it took (the run's figures).
  scanReport: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function asks for
    async ({}, use, workerInfo) => {
      await use();
      mkdirSync(workerInfo.project.outputDir, { recursive: true });
      const lines = pagesScanned().map((p) => `${JSON.stringify(p)}\n`);
      appendFileSync(join(workerInfo.project.outputDir, 'axe-pages.jsonl'), lines.join(''));
    },
    { scope: 'worker', auto: true },
  ],
  accessibility: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function asks for
    async ({}, use, testInfo) => {
      startAccessibilityRecord();
      await use();
      const found = await finishAccessibilityRecord();
      if (testInfo.status !== testInfo.expectedStatus) await keepScreenshots(testInfo);
      if (found.length > 0 && testInfo.status === 'passed') {
        throw new Error(
          `Accessibility violations (axe, serious or critical):\n${describeFindings(found)}`,
        );
      }
    },
    { auto: true },
  ],
});

const keepScreenshots = async (testInfo: TestInfo) => {
  for (const [i, page] of openPages().entries()) {
    const body = await page.screenshot({ fullPage: true, timeout: 5_000 }).catch(() => undefined);
    if (body) await testInfo.attach(`page-${i + 1}`, { body, contentType: 'image/png' });
  }
};

export { expect };
