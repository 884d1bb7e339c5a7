#!/usr/bin/env node
// `npm run test:runtimes`: the package in the four server runtimes it claims — Node, Deno, Bun and
// workerd (Cloudflare Workers, run locally through miniflare) — as users get it. Builds and packs
// the package (`npm pack`, whose prepack builds dist/; `--no-build` packs the dist/ there is),
// installs the tarball in a fresh project, starts the package's own fakes (a chat server and a
// platform server, in Node, on 127.0.0.1), then runs scripts/runtimes/checks.mjs in each runtime
// in turn, with the runtime's own server for the chat proxy (toNodeHandler on node:http,
// Deno.serve, Bun.serve, the Worker's fetch). A Worker cannot read node_modules: its script is
// bundled from the installed package with rollup.
//
// Prints a matrix (runtime × capability) and a closing `runtimes: N passed, N failed` (one per
// cell); exits 1 on any failure. "no warning" fails on any line a runtime writes to stderr, and
// on any other line with "warn" in it. Every process and server is shut down, also on failure.
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import { rollup } from 'rollup';
import { CHECK_NAMES, RESULT_MARK } from './runtimes/checks.mjs';

const root = new URL('..', import.meta.url).pathname;
const here = join(root, 'scripts', 'runtimes');
const bin = (name) => join(root, 'node_modules', '.bin', name);
/** How long one runtime may take, all its checks included, before it is stopped and failed. */
const LEG_MS = 120_000;
const CAPABILITIES = [...CHECK_NAMES, 'no warning'];
const PLATFORM_KEY = 'runtimes-platform-key';

/**
 * Runs `command` to its end, or for `timeoutMs` at most, its output piped; resolves with
 * `{ stdout, stderr, code, signal, timedOut }`.
 */
function run(command, args, cwd, timeoutMs = LEG_MS) {
  return new Promise((resolve, reject) => {
    // A process group of its own, so that a timeout stops it and what it started (workerd).
    const child = spawn(command, args, {
      cwd,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NO_COLOR: '1', DENO_NO_UPDATE_CHECK: '1' },
    });
    const output = { stdout: '', stderr: '', code: null, signal: null, timedOut: false };
    child.stdout.on('data', (chunk) => (output.stdout += chunk));
    child.stderr.on('data', (chunk) => (output.stderr += chunk));
    const timer = setTimeout(() => {
      output.timedOut = true;
      stopGroup(child.pid);
    }, timeoutMs);
    child.on('error', reject);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      stopGroup(child.pid); // anything it left running
      resolve(Object.assign(output, { code, signal }));
    });
  });
}

/** {@link run}, rejecting with the output when the command fails. */
async function mustRun(command, args, cwd, timeoutMs) {
  const output = await run(command, args, cwd, timeoutMs);
  if (output.code !== 0)
    throw new Error(
      `${command} ${args[0]} failed (${output.timedOut ? 'too slow' : `exit ${output.code ?? output.signal}`}):\n${output.stdout}${output.stderr}`,
    );
  return output;
}

/** Ends the process group `pid` leads, if it is still there. */
function stopGroup(pid) {
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // already gone
  }
}

/** The tarball, packed into `work` (built first unless `--no-build`). */
async function pack(work, build) {
  await mustRun(
    'npm',
    ['pack', '--silent', '--pack-destination', work, ...(build ? [] : ['--ignore-scripts'])],
    root,
    600_000,
  );
  const name = readdirSync(work).find((file) => file.endsWith('.tgz'));
  if (!name) throw new Error('npm pack wrote no .tgz');
  return join(work, name);
}

/** A fresh project with the tarball installed (zod and openapi-fetch come with it) and the checks beside it. */
async function installProject(work, tarball) {
  const project = join(work, 'project');
  mkdirSync(project);
  writeFileSync(
    join(project, 'package.json'),
    JSON.stringify({ name: 'runtimes-project', private: true, version: '0.0.0', type: 'module' }),
  );
  await mustRun(
    'npm',
    ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error', tarball],
    project,
    300_000,
  );
  for (const file of ['checks.mjs', 'node.mjs', 'deno.mjs', 'bun.mjs', 'worker.mjs'])
    cpSync(join(here, file), join(project, file));
  return project;
}

/**
 * Whether a bundler's warning is the SDK's: about one of its files, or an import that does not
 * resolve. (zod's own, such as a comment rollup cannot read or a cycle of its modules, are not.)
 */
const sdkWarning = (warning) =>
  ['UNRESOLVED_IMPORT', 'MISSING_EXPORT'].includes(warning.code) ||
  [warning.id, ...(warning.ids ?? [])].some((id) => id?.includes('/node_modules/platform-embed/'));

/** The Worker's script: worker.mjs with the installed package bundled in, one ES module. */
async function bundleWorker(project) {
  const warnings = [];
  const bundle = await rollup({
    input: join(project, 'worker.mjs'),
    plugins: [nodeResolve({ exportConditions: ['workerd', 'worker', 'import'], preferBuiltins: false })],
    onwarn: (warning) => sdkWarning(warning) && warnings.push(warning.message),
  });
  const file = join(project, 'worker.bundle.mjs');
  try {
    await bundle.write({ file, format: 'es', inlineDynamicImports: true });
  } finally {
    await bundle.close();
  }
  if (warnings.length) throw new Error(`bundling the Worker warned: ${warnings.join('; ')}`);
  return file;
}

/** The package's own fakes, loaded from the installed package, on 127.0.0.1. */
async function startFakes(project) {
  const entry = join(project, 'fakes.mjs');
  writeFileSync(entry, "export * from 'platform-embed/testing/servers';\n");
  const servers = await import(pathToFileURL(entry).href);
  // 20 ms between lines: an answer streams long enough to be stopped mid-way.
  const chat = await servers.startFakeChatServer({ delayMs: 20 });
  const platform = await servers.startFakePlatformServer({
    apiKey: PLATFORM_KEY,
    dbtSync: [{ status: 'COMPILING_DBT' }, { status: 'GENERATING_CUBES' }, { status: 'COMPLETED' }],
  });
  const config = (leg) => ({
    chatUrl: chat.url,
    chatToken: servers.FAKE_CHAT_TOKEN,
    chatApiKey: servers.FAKE_CHAT_API_KEY,
    keyUser: `${leg}-key`,
    proxyUser: `${leg}-proxy`,
    platformBaseUrl: platform.baseUrl,
    platformApiKey: PLATFORM_KEY,
  });
  return { chat, platform, config, close: () => Promise.all([chat.close(), platform.close()]) };
}

/** The version of a dev dependency, as installed. */
const versionOf = (name) => JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')).version;

/** The command of each runtime's leg, given the leg's config, the project and the Worker's bundle; and its version. */
const LEGS = {
  Node: { version: () => process.versions.node, command: (config) => [process.execPath, ['node.mjs', config]] },
  Deno: {
    version: () => versionOf('deno'),
    command: (config, project) => [
      bin('deno'),
      ['run', '--no-prompt', '--allow-net=127.0.0.1', `--allow-read=${project}`, 'deno.mjs', config],
    ],
  },
  Bun: { version: () => versionOf('bun'), command: (config) => [bin('bun'), ['bun.mjs', config]] },
  workerd: {
    version: () => `${versionOf('workerd')} (miniflare ${versionOf('miniflare')})`,
    command: (config, _project, bundle) => [process.execPath, [join(here, 'workerd.mjs'), bundle, config]],
  },
};

/**
 * One runtime's row: its checks' results, "no warning" from what it printed, and the fake's view
 * of the proxy (the stop reached the abort endpoint as the proxy's user, with the key).
 */
async function runLeg(name, fakes, project, bundle) {
  const leg = name.toLowerCase();
  const [command, args] = LEGS[name].command(JSON.stringify(fakes.config(leg)), project, bundle);
  const output = await run(command, args, project);
  const lines = output.stdout.split('\n');
  const marked = lines.find((line) => line.startsWith(RESULT_MARK));
  const printed = [
    ...output.stderr.split('\n'),
    ...lines.filter((line) => line !== marked && /warn/i.test(line)),
  ].filter((line) => line.trim() !== '');
  const row = marked ? JSON.parse(marked.slice(RESULT_MARK.length)) : {};
  const ended = output.timedOut ? `stopped after ${LEG_MS} ms` : `exit ${output.code ?? output.signal}`;
  const missing = {
    ok: false,
    detail: `no result from ${name} (${ended}); it printed:\n${`${output.stdout}${output.stderr}`.trim() || '(nothing)'}`,
  };
  for (const capability of CHECK_NAMES) row[capability] ??= missing;
  row['no warning'] = printed.length
    ? { ok: false, detail: `printed:\n${printed.join('\n')}` }
    : { ok: true, detail: 'nothing printed' };
  const proxyUser = fakes.config(leg).proxyUser;
  const aborted = fakes.chat.requests.some(
    (request) =>
      request.path.endsWith('/abort') &&
      request.headers.authorization === 'Api-Key [redacted]' &&
      request.body?.sessionSettings?.externalId === proxyUser,
  );
  if (row['proxy + stop'].ok && !aborted)
    row['proxy + stop'] = { ok: false, detail: `the fake chat server saw no abort with the key for ${proxyUser}` };
  return row;
}

/** The matrix, a line per runtime, then each failure's detail. */
function printMatrix(rows) {
  const width = Math.max(...CAPABILITIES.map((capability) => capability.length));
  console.log(`\n${'runtime'.padEnd(9)}${CAPABILITIES.map((capability) => capability.padEnd(width + 2)).join('')}`);
  for (const [name, row] of Object.entries(rows)) {
    console.log(
      `${name.padEnd(9)}${CAPABILITIES.map((capability) => (row[capability].ok ? 'pass' : 'FAIL').padEnd(width + 2)).join('')}`,
    );
  }
  for (const [name, row] of Object.entries(rows)) {
    const told = new Set(); // a runtime that gave no result: its output once
    for (const capability of CAPABILITIES) {
      if (row[capability].ok || told.has(row[capability])) continue;
      told.add(row[capability]);
      console.log(`\n${name} × ${capability}: ${row[capability].detail}`);
    }
  }
}

const started = Date.now();
const work = mkdtempSync(join(tmpdir(), 'platform-embed-runtimes-'));
let fakes;
let failed = 1;
try {
  const tarball = await pack(work, !process.argv.includes('--no-build'));
  const project = await installProject(work, tarball);
  const bundle = await bundleWorker(project);
  fakes = await startFakes(project);
  console.log(
    `runtimes: packed and installed ${tarball.replace(work, '<tmp>')}; fakes on ${fakes.chat.chatBaseUrl} (chat) and ${fakes.platform.baseUrl} (platform)`,
  );
  const rows = {};
  for (const name of Object.keys(LEGS)) {
    rows[name] = await runLeg(name, fakes, project, bundle);
    const cells = Object.values(rows[name]);
    const passed = cells.filter((cell) => cell.ok).length;
    console.log(
      `runtimes: ${name} ${LEGS[name].version()}: ${passed} of ${cells.length} passed (at ${((Date.now() - started) / 1000).toFixed(1)} s)`,
    );
  }
  printMatrix(rows);
  const cells = Object.values(rows).flatMap((row) => CAPABILITIES.map((capability) => row[capability].ok));
  failed = cells.filter((ok) => !ok).length;
  console.log(
    `\nruntimes: ${Object.keys(rows).length} runtimes in ${((Date.now() - started) / 1000).toFixed(1)} s, packing and installing included`,
  );
  console.log(`runtimes: ${cells.length - failed} passed, ${failed} failed`);
} catch (error) {
  console.log(`runtimes: could not run: ${error.message}`);
  console.log('runtimes: 0 passed, 1 failed');
} finally {
  await fakes?.close();
  rmSync(work, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;
