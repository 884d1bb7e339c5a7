#!/usr/bin/env node
// `npm run test:quickstarts`: every quick start of README.md ("## Quick starts", one `###` each),
// its code as the README has it at run time, in a project of its own outside this repository,
// against `platform-embed dev` of that project's install — what a newcomer does, copying the
// README alone.
//
// 1. reads the quick starts' headings and code blocks from README.md and matches them with
//    QUICKSTARTS below: a heading with no test, or a test whose heading is gone, fails the run;
// 2. packs this package (scripts/examples.mjs's `pack`) and installs the tarball, with what each
//    quick start needs besides (react, vitest: the versions this repository has, so that npm's
//    cache serves them), in <tmp>/platform-embed-quickstarts/<name> (its `installTarball`,
//    skipped while the stamp in node_modules matches; CI starts clean);
// 3. runs e2e/quickstarts/<name>.quickstart.ts with playwright.quickstarts.config.ts: each spec
//    writes the README's code into its project, starts `platform-embed dev --json` from that
//    install, and checks in Chromium (or by running it) what the quick start promises.
//
// Arguments are passed on to `playwright test`; QUICKSTARTS=react,spa runs only those. Ends with
// one line: `quickstarts: N passed, N failed, N skipped (…)`.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  checkStage,
  installTarball,
  limiter,
  pack,
  readJson,
  runPlaywright,
  seconds,
  sha256,
  summary,
  timed,
} from './examples.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Where the quick starts' projects are installed and run: outside this repository (see examples.mjs's STAGE_DIR for why). */
export const QUICKSTARTS_STAGE_DIR =
  process.env.PLATFORM_EMBED_QUICKSTARTS_STAGE || join(tmpdir(), 'platform-embed-quickstarts');

/** The project of a quick start. */
export const quickStartDir = (name) => join(QUICKSTARTS_STAGE_DIR, name);

/** The specs' folder: one `<name>.quickstart.ts` per quick start. */
const SPECS_DIR = join(root, 'e2e', 'quickstarts');
const SPEC_SUFFIX = '.quickstart.ts';

/**
 * Every quick start: its heading in README.md (under "## Quick starts") and what its project
 * installs besides the package (at the versions of this repository's node_modules).
 */
export const QUICKSTARTS = Object.freeze({
  'script-tag': { heading: 'A page with a script tag: `<platform-embed>`', dependencies: [] },
  react: { heading: 'React and Next.js', dependencies: ['react', 'react-dom'] },
  spa: { heading: 'Any single-page app, from npm', dependencies: [] },
  'session-route': { heading: 'Signed embedding: a session route on your server', dependencies: [] },
  'chat-browser': { heading: 'Chat from a browser', dependencies: ['react', 'react-dom'] },
  'chat-server': { heading: 'Chat from a server', dependencies: [] },
  'dbt-sync': { heading: 'dbt sync in CI', dependencies: [] },
  testing: { heading: 'Testing your integration', dependencies: ['vitest'] },
});

/** The quick starts of a README's text: each `###` heading of "## Quick starts", with its fenced code blocks in order. */
export function parseQuickStarts(readme) {
  const lines = readme.split('\n');
  const start = lines.findIndex((line) => line.trim() === '## Quick starts');
  if (start < 0) throw new Error('README.md has no "## Quick starts" section');
  const quickStarts = [];
  let fence;
  for (const line of lines.slice(start + 1)) {
    if (fence) {
      if (line.startsWith('```')) {
        quickStarts.at(-1)?.blocks.push(fence);
        fence = undefined;
      } else fence.code += `${line}\n`;
      continue;
    }
    if (/^## /.test(line)) break;
    const heading = /^### (.+)$/.exec(line);
    if (heading) quickStarts.push({ heading: heading[1].trim(), blocks: [] });
    const opening = /^```(\w*)/.exec(line);
    if (opening) fence = { lang: opening[1], code: '' };
  }
  return quickStarts;
}

/** README.md's quick starts, read now (so that editing the README changes what is tested). */
export function readQuickStarts() {
  return parseQuickStarts(readFileSync(join(root, 'README.md'), 'utf8'));
}

/** The code blocks of the quick start `name` as README.md has them now; throws when its heading is gone. */
export function quickStartBlocks(name) {
  const { heading } = QUICKSTARTS[name] ?? {};
  const found = readQuickStarts().find((quickStart) => quickStart.heading === heading);
  if (!found)
    throw new Error(`README.md has no quick start "### ${heading}" (the test ${name}${SPEC_SUFFIX} checks it)`);
  return found.blocks;
}

/**
 * What does not match between README.md's quick starts, QUICKSTARTS and the spec files, one
 * message each: a heading with no test, a test whose heading is gone, a spec with no entry.
 */
export function unmatchedQuickStarts(quickStarts = readQuickStarts(), specs = readdirSync(SPECS_DIR)) {
  const problems = [];
  const headings = new Set(quickStarts.map((quickStart) => quickStart.heading));
  const tested = new Set(Object.values(QUICKSTARTS).map((entry) => entry.heading));
  for (const heading of headings)
    if (!tested.has(heading))
      problems.push(
        `README.md's quick start "### ${heading}" has no test: add it to QUICKSTARTS in scripts/quickstarts.mjs, with e2e/quickstarts/<name>${SPEC_SUFFIX}`,
      );
  for (const [name, { heading }] of Object.entries(QUICKSTARTS)) {
    if (!headings.has(heading))
      problems.push(
        `the test ${name} checks the quick start "### ${heading}", which README.md no longer has: rename it or remove it`,
      );
    if (!specs.includes(`${name}${SPEC_SUFFIX}`))
      problems.push(`the quick start ${name} ("### ${heading}") has no e2e/quickstarts/${name}${SPEC_SUFFIX}`);
  }
  for (const spec of specs.filter((file) => file.endsWith(SPEC_SUFFIX)))
    if (!Object.hasOwn(QUICKSTARTS, spec.slice(0, -SPEC_SUFFIX.length)))
      problems.push(`e2e/quickstarts/${spec} is no quick start of QUICKSTARTS in scripts/quickstarts.mjs`);
  return problems;
}

/** The project's package.json: the dependencies at the versions installed in this repository. */
function manifest(name) {
  const dependencies = {};
  for (const dependency of QUICKSTARTS[name].dependencies) {
    const version = readJson(join(root, 'node_modules', dependency, 'package.json'))?.version;
    if (!version) throw new Error(`${dependency} is not installed in this repository: run npm install`);
    dependencies[dependency] = version;
  }
  return `${JSON.stringify({ name: `quickstart-${name}`, private: true, type: 'module', dependencies }, null, 2)}\n`;
}

/** Packs the package and installs it in each quick start's project (skipped when its stamp matches), four at a time. */
export async function prepareQuickStarts(options = {}) {
  const log = options.log ?? ((line) => console.log(`quickstarts: ${line}`));
  const names = options.names ?? Object.keys(QUICKSTARTS);
  for (const name of names)
    if (!Object.hasOwn(QUICKSTARTS, name))
      throw new Error(`no quick start ${JSON.stringify(name)}: one of ${Object.keys(QUICKSTARTS).join(', ')}`);
  checkStage(QUICKSTARTS_STAGE_DIR);
  const { tarball, folder } = await pack(log);
  const installing = limiter(4);
  const timings = {};
  try {
    const tarballHash = sha256(readFileSync(tarball));
    const results = await Promise.allSettled(
      names.map((name) =>
        installing(async () => {
          timings[name] = {};
          const dir = quickStartDir(name);
          mkdirSync(dir, { recursive: true });
          const packageJson = manifest(name);
          writeFileSync(join(dir, 'package.json'), packageJson);
          await installTarball(dir, name, sha256(packageJson), tarball, tarballHash, log, timings[name]);
        }),
      ),
    );
    const failed = results.filter((result) => result.status === 'rejected');
    if (failed.length > 0)
      throw new Error(failed.map((result) => result.reason?.message ?? String(result.reason)).join('\n\n'));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  return { timings };
}

async function main() {
  const { findChromium } = await import('./chromium.mjs');
  const chromium = findChromium();
  if (!chromium) {
    console.error(
      'quickstarts: no Chromium found. Set CHROMIUM_PATH, install the `chromium` package, or run `npx playwright install chromium`.',
    );
    console.log('quickstarts: 0 passed, 1 failed, 0 skipped');
    return 1;
  }
  const started = performance.now();
  const problems = unmatchedQuickStarts();
  for (const problem of problems) console.error(`quickstarts: ${problem}`);
  const names = process.env.QUICKSTARTS
    ? process.env.QUICKSTARTS.split(',').map((name) => name.trim())
    : Object.keys(QUICKSTARTS);
  const steps = {};
  const { timings } = await timed(steps, 'prepare', () => prepareQuickStarts({ names }));
  const reportDir = mkdtempSync(join(tmpdir(), 'platform-embed-quickstarts-'));
  const reportPath = join(reportDir, 'report.json');
  const specs = names.map((name) => `e2e/quickstarts/${name}${SPEC_SUFFIX}`);
  const status = await timed(steps, 'tests', () =>
    runPlaywright(
      [...specs, ...process.argv.slice(2)],
      { E2E_CHROMIUM_PATH: chromium, E2E_JSON_REPORT: reportPath },
      'playwright.quickstarts.config.ts',
    ),
  );
  const counts = summary(reportPath);
  rmSync(reportDir, { recursive: true, force: true });
  const installed = Object.values(timings).filter((step) => step.install !== undefined).length;
  const [passed, failed, skipped] = counts ? counts.match(/\d+/g).map(Number) : [0, 1, 0];
  const details = [
    `prepare ${seconds(steps.prepare)} (${names.length} projects: ${installed} installed, the rest cached)`,
    `tests ${seconds(steps.tests)}`,
    `total ${seconds(performance.now() - started)}`,
    ...(problems.length > 0 ? [`${problems.length} quick start(s) unmatched, above`] : []),
    ...(counts ? [] : [`Playwright wrote no report; exit ${status}`]),
  ];
  console.log(
    `quickstarts: ${passed} passed, ${failed + problems.length} failed, ${skipped} skipped (${details.join(', ')})`,
  );
  return problems.length > 0 ? 1 : status;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  main().then(
    (code) => process.exit(code),
    (error) => {
      console.error(`quickstarts: ${error instanceof Error ? error.message : String(error)}`);
      console.log('quickstarts: 0 passed, 1 failed, 0 skipped');
      process.exit(1);
    },
  );
}
