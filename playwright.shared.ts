/**
 * What the two Playwright configs share — playwright.config.ts (the e2e suite) and
 * playwright.examples.config.ts (the examples): the reporters, and Chromium as every test
 * browses with it (the runner scripts find a Chromium and pass its path in E2E_CHROMIUM_PATH).
 */
import type { PlaywrightTestConfig, ReporterDescription } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium.mjs';

const executablePath = process.env.E2E_CHROMIUM_PATH || findChromium();

/** The list reporter, and a JSON report where the runner script reads the counts for its closing line (E2E_JSON_REPORT). */
export function reporters(): ReporterDescription[] {
  const jsonReport = process.env.E2E_JSON_REPORT;
  return jsonReport ? [['list'], ['json', { outputFile: jsonReport }]] : [['list']];
}

/** Headless Chromium at a desktop size, a screenshot of each failure. */
export const chromium: PlaywrightTestConfig['use'] = {
  browserName: 'chromium',
  headless: true,
  viewport: { width: 1280, height: 800 },
  screenshot: 'only-on-failure',
  launchOptions: {
    ...(executablePath ? { executablePath } : {}),
    args: [...CHROMIUM_ARGS],
  },
};
