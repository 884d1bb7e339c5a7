/**
 * The e2e suite (e2e/*.spec.ts) in Chromium. Run it with `npm run test:e2e`
 * (scripts/e2e.mjs), which finds a Chromium and passes its path here; a plain
 * `npx playwright test` uses Playwright's own browser, or $CHROMIUM_PATH, or /usr/bin/chromium.
 */
import { defineConfig, type ReporterDescription } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium.mjs';

const executablePath = process.env.E2E_CHROMIUM_PATH || findChromium();

/** scripts/e2e.mjs reads the counts for its closing line from this JSON report. */
const jsonReport = process.env.E2E_JSON_REPORT;
const reporter: ReporterDescription[] = [['list']];
if (jsonReport) reporter.push(['json', { outputFile: jsonReport }]);

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
  reporter,
  use: {
    browserName: 'chromium',
    headless: true,
    viewport: { width: 1280, height: 800 },
    screenshot: 'only-on-failure',
    launchOptions: {
      ...(executablePath ? { executablePath } : {}),
      args: [...CHROMIUM_ARGS],
    },
  },
});
