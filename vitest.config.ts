import { defineConfig } from 'vitest/config';
import { react18Project } from './test/react/react-18-project.js';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['test/support/fail-on-console.ts'],
    reporters: ['default', './test/support/summary-reporter.ts'],
    // fast-check runs many cases per property; keep CI within its budget on 2 cores.
    testTimeout: 20_000,
    // Every test once (React 19 for the binding's), and the binding's again on React 18.
    projects: [{ extends: true, test: { name: 'unit' } }, react18Project],
  },
});
