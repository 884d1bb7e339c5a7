/**
 * The e2e suite (e2e/*.spec.ts) in Chromium. Run it with `npm run test:e2e`
 * (scripts/e2e.mjs), which finds a Chromium and passes its path here; a plain
 * `npx playwright test` uses Playwright's own browser, or $CHROMIUM_PATH, or /usr/bin/chromium.
 */
import { defineConfig } from '@playwright/test';
import { chromium, reporters } from './playwright.shared.js';

export default defineConfig({
  testDir: 'e2e',
  testMatch: '*.spec.ts',
  outputDir: 'test-results/e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 20_000,
  globalTimeout: 300_000,
  expect: { timeout: 5_000 },
  reporter: reporters(),
  use: chromium,
});
