#!/usr/bin/env node
// `npm run screenshot`: refreshes docs/demo.png, the README's picture of the demo.
//
// Runs the demo's e2e test (e2e/demo-screenshot.spec.ts) through scripts/e2e.mjs, which finds a
// Chromium and builds what the pages need, with UPDATE_DEMO_SCREENSHOT=1: once the demo has
// passed the test's checks, the test takes the picture. `npm run test:e2e` runs the same test
// without writing it. Exits with the test's exit code, and 1 when docs/demo.png was not written.
import { spawnSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const SCREENSHOT = fileURLToPath(new URL('../docs/demo.png', import.meta.url));
const e2e = fileURLToPath(new URL('e2e.mjs', import.meta.url));

const modified = () => statSync(SCREENSHOT, { throwIfNoEntry: false })?.mtimeMs;
const before = modified();
const result = spawnSync(process.execPath, [e2e, 'e2e/demo-screenshot.spec.ts', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, UPDATE_DEMO_SCREENSHOT: '1' },
});
if (result.error) console.error(`screenshot: could not run ${e2e}: ${result.error.message}`);
const status = result.status ?? 1;
const written = modified() !== undefined && modified() !== before;
if (status === 0 && !written) console.error('screenshot: the test passed but did not write docs/demo.png');
else if (written) console.log('screenshot: docs/demo.png written');
process.exit(status === 0 && !written ? 1 : status);
