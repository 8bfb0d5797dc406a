import { defineProject, type UserWorkspaceConfig } from 'vitest/config';
import { apiTestFiles, TIMED } from './test/db-differs.mjs';

/** The api projects' settings; `api` and `api-timed` differ in their files and scheduling. */
export const apiProject = (test: NonNullable<UserWorkspaceConfig['test']>) =>
  defineProject({
    test: {
      environment: 'node',
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
      ...test,
    },
  });

export default apiProject({
  name: 'api',
  // Every suite; with API_TESTS=db-differs only those where the databases can differ
  // (test/db-differs.mjs: CI's PGlite pass after the full pass on PostgreSQL).
  include: apiTestFiles(),
  // The suites that measure time run alone afterwards (vitest.timed.config.ts).
  exclude: [...TIMED, '**/node_modules/**'],
});
