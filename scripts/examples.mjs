#!/usr/bin/env node
// `npm run test:examples`: the Next.js example (examples/nextjs/) as a user builds it, tested
// in Chromium against the fake chat server.
//
// 1. packs this package (dist/ as built: `npm test` builds it before; built here if missing) into
//    a temporary directory;
// 2. installs the example: `npm ci` from its own lock file (next, react, react-dom), then the
//    tarball with `npm install --no-save`, so the lock file never names it;
// 3. `next build` (which type-checks the example against the package's types);
// 4. runs e2e/examples/*.example.ts with playwright.examples.config.ts: each spec starts the
//    fake chat server and `next start` on free ports of 127.0.0.1 with `startNextExample()`.
//
// Cached for local runs: `npm ci` is skipped while node_modules/.platform-embed.json matches the
// lock file, the tarball's install while it matches the tarball, and `next build` while
// .next/.platform-embed.json matches the installed packages and the example's files. CI starts
// clean. Arguments are passed on to `playwright test`. Ends with one line:
// `examples: N passed, N failed, N skipped (…timings)`.
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The example's folder. */
export const NEXT_CHAT_DIR = join(root, 'examples', 'nextjs');

/** The user the example's chat route names (app/api/chat/[...path]/route.ts): its stand-in login. */
export const NEXT_CHAT_EXTERNAL_ID = 'demo-user';

/** What the tarball must hold for the example: the entries it imports and their types. */
const PACKED_FILES = [
  'package/dist/react.js',
  'package/dist/chat.js',
  'package/dist/chat/server.js',
  'package/dist/types/react/index.d.ts',
  'package/dist/types/chat/index.d.ts',
  'package/dist/types/chat/server/index.d.ts',
];

/** The files of the example that `next build` reads, besides node_modules. */
const SOURCES = ['app', 'next.config.mjs', 'tsconfig.json', 'package.json', 'package-lock.json'];

/** Set by `npm run test:examples` for the specs it runs: the example is installed and built. */
const PREPARED_ENV = 'PLATFORM_EMBED_EXAMPLES_PREPARED';

/** The install's record of what it installed, in node_modules; the build's, in .next. */
const STAMP = '.platform-embed.json';

const windows = process.platform === 'win32';

/**
 * The environment of the commands run here: this one without what `npm run` adds for the root
 * package (its name, its folder), which would mislead the npm run in the example's folder.
 */
function childEnv(extra = {}) {
  const env = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (name.startsWith('npm_package_') || name.startsWith('npm_lifecycle_') || name === 'npm_config_local_prefix' || name === 'INIT_CWD') continue;
    env[name] = value;
  }
  return { ...env, NEXT_TELEMETRY_DISABLED: '1', ...extra };
}

/** Runs a command to its end and resolves with its stdout; its output is shown only when it fails. */
function run(command, args, cwd) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: childEnv(), shell: windows, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let output = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (code === 0) resolve(stdout);
      else reject(new Error(`${command} ${args.join(' ')} (in ${relative(root, cwd) || '.'}) failed (exit ${code ?? signal}):\n${output.slice(-8000)}`));
    });
  });
}

const sha256 = (data) => createHash('sha256').update(data).digest('hex');
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

/** A hash of the files under `paths` (relative to `dir`), names and contents. */
function hashOf(dir, paths) {
  const hash = createHash('sha256');
  const walk = (path) => {
    const full = join(dir, path);
    if (!existsSync(full)) return;
    if (statSync(full).isDirectory()) {
      for (const name of readdirSync(full).sort()) walk(join(path, name));
      return;
    }
    hash.update(`${path}\0`);
    hash.update(readFileSync(full));
    hash.update('\0');
  };
  for (const path of paths) walk(path);
  return hash.digest('hex');
}

/** Times an async step, for the closing line. */
async function timed(timings, name, step) {
  const started = performance.now();
  const result = await step();
  timings[name] = performance.now() - started;
  return result;
}

/**
 * The package as users install it: `npm pack` of dist/ as built (built first when it is
 * missing), into a temporary folder, checked to hold what the example needs.
 * @returns the tarball's path and the folder to remove.
 */
async function pack(log) {
  if (!existsSync(join(root, 'dist', 'react.js')) || !existsSync(join(root, 'dist', 'types'))) {
    log('dist/ is not built: npm run build …');
    await run('npm', ['run', 'build'], root);
  }
  const folder = mkdtempSync(join(tmpdir(), 'platform-embed-example-'));
  try {
    // --ignore-scripts: dist/ is built already (prepack would build it again).
    const [packed] = JSON.parse(await run('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', folder], root));
    const files = new Set(packed.files.map((file) => `package/${file.path}`));
    const missing = PACKED_FILES.filter((file) => !files.has(file));
    if (missing.length > 0) throw new Error(`the packed tarball lacks ${missing.join(', ')}: is dist/ being rebuilt? Run \`npm run build\`, then again`);
    return { tarball: join(folder, packed.filename), folder };
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }
}

/**
 * Packs this package, installs the example (its lock file, then the tarball) and builds it, each
 * step skipped when its stamp says it is done. Idempotent: a second call does nothing but pack.
 *
 * @param {{ log?: (line: string) => void }} [options]
 * @returns {Promise<{ timings: Record<string, number> }>} the milliseconds of each step run
 */
export async function prepareNextExample(options = {}) {
  const log = options.log ?? ((line) => console.log(`examples: ${line}`));
  const timings = {};
  const { tarball, folder } = await timed(timings, 'pack', () => pack(log));
  try {
    const lockHash = sha256(readFileSync(join(NEXT_CHAT_DIR, 'package-lock.json')));
    const tarballHash = sha256(readFileSync(tarball));
    const stampPath = join(NEXT_CHAT_DIR, 'node_modules', STAMP);
    let stamp = readJson(stampPath);
    if (stamp?.lock !== lockHash || stamp?.node !== process.version) {
      log('installing examples/nextjs (npm ci) …');
      await timed(timings, 'install', () => run('npm', ['ci', '--no-audit', '--no-fund'], NEXT_CHAT_DIR));
      log(`installed in ${seconds(timings.install)}`);
      stamp = { lock: lockHash, node: process.version };
      writeFileSync(stampPath, `${JSON.stringify(stamp)}\n`);
    }
    if (stamp.tarball !== tarballHash || !existsSync(join(NEXT_CHAT_DIR, 'node_modules', 'platform-embed', 'package.json'))) {
      log('installing the packed platform-embed into examples/nextjs …');
      // --no-save: package.json and package-lock.json stay as committed.
      await timed(timings, 'install-sdk', () => run('npm', ['install', '--no-save', '--no-audit', '--no-fund', tarball], NEXT_CHAT_DIR));
      stamp = { ...stamp, tarball: tarballHash };
      writeFileSync(stampPath, `${JSON.stringify(stamp)}\n`);
    }
    const buildKey = sha256(`${tarballHash}\n${lockHash}\n${process.version}\n${hashOf(NEXT_CHAT_DIR, SOURCES)}`);
    const buildStampPath = join(NEXT_CHAT_DIR, '.next', STAMP);
    if (readJson(buildStampPath)?.build !== buildKey || !existsSync(join(NEXT_CHAT_DIR, '.next', 'BUILD_ID'))) {
      log('building examples/nextjs (next build) …');
      await timed(timings, 'build', () => run(process.execPath, [nextBin(), 'build'], NEXT_CHAT_DIR));
      log(`built in ${seconds(timings.build)}`);
      writeFileSync(buildStampPath, `${JSON.stringify({ build: buildKey })}\n`);
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  return { timings };
}

const nextBin = () => join(NEXT_CHAT_DIR, 'node_modules', 'next', 'dist', 'bin', 'next');

/** A free TCP port of 127.0.0.1. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Loaded first in `next start`'s process: it exits when its stdin ends — when this process ends
 * it, or dies without a word (a killed test worker) — so no server outlives the run.
 */
const EXIT_WITH_PARENT = 'data:text/javascript,process.stdin.on("end",()=>process.exit(0));process.stdin.resume();';

/** Starts `next start` on 127.0.0.1:`port`; resolves once it answers, rejects if it exits first. */
async function startNext(port, env) {
  const child = spawn(process.execPath, [`--import=${EXIT_WITH_PARENT}`, nextBin(), 'start', '--hostname', '127.0.0.1', '--port', String(port)], {
    cwd: NEXT_CHAT_DIR,
    env: childEnv({ ...env, NODE_ENV: 'production' }),
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  const url = `http://127.0.0.1:${port}/`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    const answered = fetch(url, { signal: AbortSignal.timeout(5_000) }).then(
      (response) => ({ ok: response.ok }),
      () => ({ ok: false }),
    );
    const result = await Promise.race([exited.then((code) => ({ code })), answered]);
    if ('code' in result) throw Object.assign(new Error(`next start exited (${result.code}) before it answered:\n${output}`), { output });
    if (result.ok) break;
    if (Date.now() > deadline) {
      await stop(child);
      throw new Error(`next start did not answer ${url} within 60 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { child, url, output: () => output };
}

/** Ends `next start`: its stdin closed and SIGTERM, SIGKILL after 5 s. Resolves once it has exited. */
function stop(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.stdin.end();
    child.kill('SIGTERM');
  });
}

/**
 * The example running as in production: prepared (see {@link prepareNextExample}), the fake chat
 * server (from dist/testing/servers.js, with an API key of its own for this run) and `next start`
 * on free ports of 127.0.0.1, the app's environment pointing at the fake.
 *
 * @param {{ delayMs?: number, log?: (line: string) => void }} [options] `delayMs`: the fake's pause between two lines (default 20)
 */
export async function startNextExample(options = {}) {
  // Prepared by main() below before it ran Playwright: nothing to check again.
  if (process.env[PREPARED_ENV] !== '1') await prepareNextExample(options.log ? { log: options.log } : {});
  const servers = await import(pathToFileURL(join(root, 'dist', 'testing', 'servers.js')).href);
  const apiKey = `example-key-${randomBytes(16).toString('hex')}`;
  const chat = await servers.startFakeChatServer({ apiKey, delayMs: options.delayMs ?? 20 });
  const env = { PLATFORM_CHAT_URL: chat.url, PLATFORM_API_KEY: apiKey };
  let next;
  try {
    // A port found free can be taken before next binds it: then another one.
    for (let attempt = 1; !next; attempt += 1) {
      try {
        next = await startNext(await freePort(), env);
      } catch (error) {
        if (attempt >= 3 || !String(error.output ?? '').includes('EADDRINUSE')) throw error;
      }
    }
  } catch (error) {
    await chat.close();
    throw error;
  }
  let closing;
  return {
    url: next.url,
    chat,
    apiKey,
    externalId: NEXT_CHAT_EXTERNAL_ID,
    output: next.output,
    close: () => {
      closing ??= Promise.all([stop(next.child), chat.close()]).then(() => undefined);
      return closing;
    },
  };
}

function summary(reportPath) {
  const report = readJson(reportPath);
  if (!report) return undefined;
  const stats = report.stats ?? {};
  const passed = (stats.expected ?? 0) + (stats.flaky ?? 0);
  const failed = (stats.unexpected ?? 0) + (report.errors?.length ?? 0);
  return `${passed} passed, ${failed} failed, ${stats.skipped ?? 0} skipped`;
}

function runPlaywright(args, env) {
  return new Promise((resolve) => {
    const bin = join(root, 'node_modules', '.bin', windows ? 'playwright.cmd' : 'playwright');
    const child = spawn(bin, ['test', '--config', 'playwright.examples.config.ts', ...args], { cwd: root, stdio: 'inherit', shell: windows, env: { ...process.env, ...env } });
    child.on('error', (error) => {
      console.error(`examples: could not run ${bin}: ${error.message}`);
      resolve(1);
    });
    child.on('close', (code) => resolve(code ?? 1));
  });
}

async function main() {
  const { findChromium } = await import('./chromium.mjs');
  const chromium = findChromium();
  if (!chromium) {
    console.error('examples: no Chromium found. Set CHROMIUM_PATH, install the `chromium` package, or run `npx playwright install chromium`.');
    console.log('examples: 0 passed, 1 failed, 0 skipped');
    return 1;
  }
  const started = performance.now();
  const { timings } = await prepareNextExample();
  const reportDir = mkdtempSync(join(tmpdir(), 'platform-embed-examples-'));
  const reportPath = join(reportDir, 'report.json');
  const testsStarted = performance.now();
  const status = await runPlaywright(process.argv.slice(2), { E2E_CHROMIUM_PATH: chromium, E2E_JSON_REPORT: reportPath, [PREPARED_ENV]: '1' });
  timings.tests = performance.now() - testsStarted;
  const counts = summary(reportPath) ?? `0 passed, 1 failed, 0 skipped (Playwright wrote no report; exit ${status})`;
  rmSync(reportDir, { recursive: true, force: true });
  const install = (timings.install ?? 0) + (timings['install-sdk'] ?? 0);
  const steps = [
    ['install', install === 0 ? 'cached' : seconds(install)],
    ['build', timings.build === undefined ? 'cached' : seconds(timings.build)],
    ['tests', seconds(timings.tests)],
    ['total', seconds(performance.now() - started)],
  ];
  console.log(`examples: ${counts} (${steps.map(([name, value]) => `${name} ${value}`).join(', ')})`);
  return status;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  main().then(
    (code) => process.exit(code),
    (error) => {
      console.error(`examples: ${error instanceof Error ? error.message : String(error)}`);
      console.log('examples: 0 passed, 1 failed, 0 skipped');
      process.exit(1);
    },
  );
}
