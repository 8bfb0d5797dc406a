// Stops a run started on a Node older than 24 (issue 34); `npx vitest` finds Node 24 itself.
import './scripts/node-24.mjs';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default on a 2-core machine is ONE worker (cores − 1): the suites wait on the
    // database, the file system and child processes as much as on the CPU, so three run at
    // once (TEST_WORKERS). The api-timed project runs its files alone afterwards.
    maxWorkers: Math.max(1, Number(process.env.TEST_WORKERS ?? 3) || 1),
    projects: [
      'packages/shared',
      'apps/api',
      'apps/api/vitest.timed.config.ts',
      'apps/web/vitest.config.ts',
      'apps/web/vitest.mocks.config.ts',
    ],
    coverage: {
      provider: 'v8',
      include: [
        'packages/shared/src/**/*.ts',
        'apps/api/src/**/*.ts',
        'apps/web/src/**/*.{ts,tsx}',
      ],
      exclude: ['**/*.test.*', '**/*.d.ts'],
      reporter: ['text-summary', 'json-summary'],
      // Issue 3: the shared rules are pure logic, tested row by row.
      thresholds: { 'packages/shared/src/**/*.ts': { lines: 95, statements: 95 } },
    },
  },
});
