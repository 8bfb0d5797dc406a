import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    setupFiles: ['../../vitest.setup.ts'],
    // A migrated PGlite database made once, copied for each test app (test/test-app.ts).
    globalSetup: ['test/pglite-template-setup.ts'],
    // One worker process runs many files (decision 0170): the app's import graph and
    // PGlite's WASM are loaded once per worker, not once per file (≈ 4 s a file on two busy
    // cores). Each file still makes its own test apps over its own databases; module state
    // shared across files is per database (WeakMaps keyed by it) or pure caches.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
