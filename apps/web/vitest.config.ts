import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { alias: { '@': new URL('./src', import.meta.url).pathname } },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['../../vitest.setup.ts', './src/test/setup.ts'],
    // Route tests load the app's route chunks, transformed on first import; in \`npm test\`
    // they run beside the API's 60-s load suite on two cores, where a 2.5 s test took over
    // 5 s (vitest's default) once. Waiting longer costs nothing when a test passes.
    testTimeout: 30_000,
  },
});
