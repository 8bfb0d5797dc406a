import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/api', 'apps/web'],
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
