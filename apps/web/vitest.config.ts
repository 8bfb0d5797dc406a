import { defineProject } from 'vitest/config';
import { mockingTestFiles, WEB_TESTS } from './mocking-tests.mjs';

export default defineProject({
  resolve: { alias: { '@': new URL('./src', import.meta.url).pathname } },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: [WEB_TESTS],
    // Files that mock modules run isolated in vitest.mocks.config.ts (project web-mocks).
    exclude: mockingTestFiles(),
    // One jsdom and one module graph per worker, not per file (issue 34): what a file
    // leaves behind is reset by src/test/setup.ts after each test.
    isolate: false,
    setupFiles: ['../../vitest.setup.ts', './src/test/setup.ts'],
    // Route tests load the app's route chunks, transformed on first import; in \`npm test\`
    // they run beside the API's load suite on two cores, where a 2.5 s test took over
    // 5 s (vitest's default) once. Waiting longer costs nothing when a test passes.
    testTimeout: 30_000,
  },
});
