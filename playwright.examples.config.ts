/**
 * The e2e tests of examples/ (e2e/examples/*.example.ts) in Chromium: run them with
 * `npm run test:examples` (scripts/examples.mjs), which packs the package, installs and builds
 * each example first, then runs Playwright with this config. Apart from playwright.config.ts:
 * no demo servers, and a spec name that `npm run test:e2e` does not pick up.
 */
import { defineConfig } from '@playwright/test';
import { chromium, reporters } from './playwright.shared.js';

export default defineConfig({
  testDir: 'e2e/examples',
  testMatch: '*.example.ts',
  outputDir: 'test-results/examples',
  // One example (and its fakes) per spec file, started in its beforeAll; its tests run in order.
  // Two spec files at a time: the machine has two cores.
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  globalTimeout: 600_000,
  expect: { timeout: 10_000 },
  reporter: reporters(),
  use: chromium,
});
