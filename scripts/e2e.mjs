#!/usr/bin/env node
// `npm run test:e2e`: the Playwright suite of e2e/ in Chromium.
//
// Playwright's own browser download is not needed: this finds a Chromium — $CHROMIUM_PATH,
// else /usr/bin/chromium, else Playwright's installed browser; failing all of them, as root on
// Debian, it installs the `chromium` package with apt-get — and hands its path to
// playwright.config.ts. Arguments are passed on to `playwright test` (a file, --grep …).
// Exits with Playwright's exit code, after one closing line: `e2e: N passed, N failed, N skipped`.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findChromium } from './chromium.mjs';
import { canInstallWithApt, installWithApt } from './system-packages.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
function summary(reportPath) {
  let report;
  try {
    report = JSON.parse(readFileSync(reportPath, 'utf8'));
  } catch {
    return undefined;
  }
  const stats = report.stats ?? {};
  const passed = (stats.expected ?? 0) + (stats.flaky ?? 0);
  // Errors outside tests (global setup, a spec that does not load) count as failures too.
  const failed = (stats.unexpected ?? 0) + (report.errors?.length ?? 0);
  return `e2e: ${passed} passed, ${failed} failed, ${stats.skipped ?? 0} skipped`;
}

async function main() {
  let chromium = await findChromium();
  if (!chromium && canInstallWithApt()) {
    installWithApt(['chromium'], 'e2e: no Chromium found');
    chromium = await findChromium();
  }
  if (!chromium) {
    console.error(
      'e2e: no Chromium found. Set CHROMIUM_PATH to a Chromium or Chrome binary, install the `chromium` package, or run `npx playwright install chromium`.',
    );
    console.log('e2e: 0 passed, 1 failed, 0 skipped');
    return 1;
  }
  console.log(`e2e: Chromium at ${chromium}`);

  const reportDir = mkdtempSync(join(tmpdir(), 'platform-embed-e2e-'));
  const reportPath = join(reportDir, 'report.json');
  const windows = process.platform === 'win32';
  const bin = join(root, 'node_modules', '.bin', windows ? 'playwright.cmd' : 'playwright');
  const result = spawnSync(bin, ['test', ...process.argv.slice(2)], {
    cwd: root,
    stdio: 'inherit',
    shell: windows,
    env: { ...process.env, E2E_CHROMIUM_PATH: chromium, E2E_JSON_REPORT: reportPath },
  });
  if (result.error) console.error(`e2e: could not run ${bin}: ${result.error.message}`);
  const status = result.status ?? 1;
  const line =
    summary(reportPath) ??
    `e2e: 0 passed, 1 failed, 0 skipped (Playwright wrote no report; exit ${result.status ?? result.signal})`;
  rmSync(reportDir, { recursive: true, force: true });
  console.log(line);
  return status;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`e2e: ${error instanceof Error ? error.message : String(error)}`);
    console.log('e2e: 0 passed, 1 failed, 0 skipped');
    process.exit(1);
  },
);
