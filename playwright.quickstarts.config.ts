/**
 * The e2e tests of README.md's quick starts (e2e/quickstarts/*.quickstart.ts) in Chromium: run
 * them with `npm run test:quickstarts` (scripts/quickstarts.mjs), which installs each quick
 * start's project first. Each spec starts `platform-embed dev` of its project's install.
 */
import { defineConfig } from '@playwright/test';
import { chromium, reporters } from './playwright.shared.js';

export default defineConfig({
  testDir: 'e2e/quickstarts',
  testMatch: '*.quickstart.ts',
  outputDir: 'test-results/quickstarts',
  // One quick start (its project, its `dev`) per spec file; two at a time: the machine has two cores.
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  globalTimeout: 600_000,
  expect: { timeout: 10_000 },
  reporter: reporters(),
  use: chromium,
});
