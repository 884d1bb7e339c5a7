/**
 * Finding and launching the Chromium the benchmark runs in: the same one, with the same
 * flags, as the e2e suite (scripts/e2e.mjs, playwright.config.ts), so figures from both speak
 * of one browser.
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium.mjs';

export { CHROMIUM_ARGS, findChromium };

/**
 * Launches headless Chromium. Unlike `npm run test:e2e`, the benchmark installs nothing:
 * installing a browser is set-up, not something a timing run should do on its own.
 */
export async function launchChromium() {
  const executablePath = findChromium();
  if (!executablePath) {
    throw new Error(
      'no Chromium found: set CHROMIUM_PATH, install the `chromium` package, run `npx playwright install chromium`, or `npm run test:e2e` once as root on Debian (it installs one)',
    );
  }
  const browser = await chromium.launch({ executablePath, headless: true, args: [...CHROMIUM_ARGS] });
  return { browser, executablePath };
}
