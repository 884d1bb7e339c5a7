import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['test/support/fail-on-console.ts'],
    reporters: ['default', './test/support/summary-reporter.ts'],
    // fast-check runs many cases per property; keep CI within its budget on 2 cores.
    testTimeout: 20_000,
  },
});
