/**
 * The one Chromium the e2e suite (scripts/e2e.mjs, playwright.config.ts) and the benchmark
 * (bench/) run in, and the flags they launch it with.
 */
import { chromium } from '@playwright/test';
import { findExecutable, isExecutable } from './system-packages.mjs';

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

/** $CHROMIUM_PATH, else /usr/bin/chromium, else Playwright's own browser; undefined if none. */
export function findChromium() {
  const found = findExecutable([SYSTEM_CHROMIUM], 'CHROMIUM_PATH');
  if (found || process.env.CHROMIUM_PATH) return found;
  let bundled;
  try {
    bundled = chromium.executablePath();
  } catch {
    return undefined;
  }
  return bundled && isExecutable(bundled) ? bundled : undefined;
}
