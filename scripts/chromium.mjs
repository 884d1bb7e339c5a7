/**
 * The one Chromium the e2e suite (scripts/e2e.mjs, playwright.config.ts) and the benchmark
 * (bench/) run in, and the flags they launch it with.
 */
import { accessSync, constants } from 'node:fs';
import { chromium } from '@playwright/test';

/** Where Debian's `chromium` package puts the browser. */
export const SYSTEM_CHROMIUM = '/usr/bin/chromium';

/**
 * Headless launch flags. Without the background-networking ones Chromium keeps calling home,
 * which a closed network (CI, containers) answers with timeouts, many at a time.
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
