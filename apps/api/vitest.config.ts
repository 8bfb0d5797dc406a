import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    setupFiles: ['../../vitest.setup.ts'],
    // A migrated PGlite database made once, copied for each test app (test/test-app.ts).
    globalSetup: ['test/pglite-template-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
