// The web test files that mock modules (`vi.mock`): vitest hoists the mock above the file's
// imports, which works only in a fresh module graph. They run in the `web-mocks` project,
// isolated (a new jsdom each); every other file runs in `web`, one jsdom per worker
// (issue 34: a jsdom start-up per file was ~2.5 s × 70 files).
import { readFileSync, globSync } from 'node:fs';

const web = new URL('.', import.meta.url).pathname;
export const WEB_TESTS = 'src/**/*.test.{ts,tsx}';

/** @returns {string[]} paths relative to apps/web */
export const mockingTestFiles = () =>
  globSync(WEB_TESTS, { cwd: web }).filter((file) =>
    /\bvi\.(do)?[mM]ock\(/.test(readFileSync(new URL(file, `file://${web}`), 'utf8')),
  );
