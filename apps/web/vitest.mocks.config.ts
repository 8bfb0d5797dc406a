import { defineProject } from 'vitest/config';
import { mockingTestFiles } from './mocking-tests.mjs';

// The web files that mock modules (`vi.mock`), each in a fresh jsdom and module graph:
// the mock must be in place before anything imports the module (vitest.config.ts runs the rest).
export default defineProject({
  resolve: { alias: { '@': new URL('./src', import.meta.url).pathname } },
  test: {
    name: 'web-mocks',
    environment: 'jsdom',
    include: mockingTestFiles(),
    setupFiles: ['../../vitest.setup.ts', './src/test/setup.ts'],
    testTimeout: 30_000,
  },
});
