/**
 * Finding and launching the Chromium the benchmark runs in: the same one, with the same
 * flags, as the e2e suite (scripts/e2e.mjs, playwright.config.ts), so figures from both speak
 * of one browser.
 */
import { accessSync, constants } from 'node:fs';
import { chromium } from '@playwright/test';

const SYSTEM_CHROMIUM = '/usr/bin/chromium';

/**
 * The launch flags of playwright.config.ts. Without the background-networking ones Chromium
 * keeps calling home, which a closed network answers with timeouts — and, here, with noise.
 */
export const CHROMIUM_ARGS = Object.freeze([
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]);

const executable = (path) => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/** $CHROMIUM_PATH, else /usr/bin/chromium, else Playwright's own browser; undefined if none. */
export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!executable(fromEnv)) throw new Error(`CHROMIUM_PATH is ${fromEnv}, which is not an executable file`);
    return fromEnv;
  }
  if (executable(SYSTEM_CHROMIUM)) return SYSTEM_CHROMIUM;
  let bundled;
  try {
    bundled = chromium.executablePath();
  } catch {
    return undefined;
  }
  return bundled && executable(bundled) ? bundled : undefined;
}

/**
 * Launches headless Chromium. Unlike `npm run test:e2e`, the benchmark installs nothing: a
 * browser that apt-get just put there is no reason to trust a first run's figures either.
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
