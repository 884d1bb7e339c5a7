#!/usr/bin/env node
// `npm run test:examples`: every project of examples/ as a user builds it, then tested in Chromium
// against `platform-embed dev` (and, for what a spec scripts, the fakes of platform-embed/testing/servers).
//
// 1. packs this package once (dist/ as built: `npm test` builds it before; built here if missing)
//    into a temporary directory;
// 2. copies each example to a folder outside this repository (<tmp>/platform-embed-examples/
//    <name>: inside it, the repository's own node_modules would stand in for what an example does
//    not install) and installs it there: the tree its own lock file pins (every dependency an exact
//    version) and the tarball, in one `npm install --no-save`, so no lock file names the tarball;
// 3. builds each example that has a `build` script (`npm run build`: vite build with tsc,
//    vue-tsc or svelte-check, ng build, next build — each type-checks against the package's types).
//    Installs run a few at a time and builds two at a time (the machine has 2 cores), the
//    longest first;
// 4. runs e2e/examples/*.example.ts with playwright.examples.config.ts, two spec files at a time:
//    each spec starts its example and the fakes it talks to on free ports of 127.0.0.1 with
//    `startExample(name)`: `platform-embed dev --json` of the example's own install for the
//    platform and the embed, as a user runs it; the chat and dbt-sync specs, which script the
//    fakes (an answer held mid-stream, a sync that fails) and read what they received, start
//    platform-embed/testing/servers in-process, as the example installed it.
//
// Cached from run to run in that folder: the install is skipped while node_modules/
// .platform-embed.json matches the lock file and the tarball, and the build while
// <output>/.platform-embed.json matches the installed packages and the example's files (CI, on a
// fresh machine, starts clean). Arguments are passed on to `playwright test`; EXAMPLES=vue,svelte
// prepares and tests only those. Ends with one line: `examples: N passed, N failed, N skipped (…)`.
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer as createHttpServer } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, extname, join, normalize, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { freePort } from './free-port.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The examples' folder. */
export const EXAMPLES_DIR = join(root, 'examples');

/**
 * Where the examples are installed, built and run: a copy of each outside this repository
 * (PLATFORM_EMBED_EXAMPLES_STAGE, by default <tmp>/platform-embed-examples). Inside it, Node,
 * TypeScript and the bundlers would find what an example does not install in the repository's
 * own node_modules (its @types/node, say), and a build that breaks for a user who copies the
 * example would pass here.
 */
export const STAGE_DIR = process.env.PLATFORM_EMBED_EXAMPLES_STAGE || join(tmpdir(), 'platform-embed-examples');

/** The staged copy of an example, where it is installed, built and run. */
export const exampleDir = (name) => join(STAGE_DIR, name);

/**
 * Every example: its folder under examples/, what its build writes (none: nothing to build), and
 * how it runs in the tests (`static`: its build served with a strict CSP and a session route;
 * `node`: its own server.mjs; `next`: `next start`; none: no server, a spec of its own). Listed
 * longest build first, the order the builds start in.
 */
export const EXAMPLES = Object.freeze({
  nextjs: { output: '.next', run: 'next' },
  angular: { output: 'dist', run: 'static' },
  vue: { output: 'dist', run: 'static' },
  'vite-react': { output: 'dist', run: 'static' },
  svelte: { output: 'dist', run: 'static' },
  'html-script': { run: 'node' },
  'node-chat-proxy': { run: 'node' },
  'dbt-sync-github-actions': {},
});

/** The user the examples' servers name (their stand-in login). */
export const EXAMPLE_EXTERNAL_ID = 'demo-user';

/** The deployment the examples' session routes open. */
export const EXAMPLE_DEPLOYMENT_ID = 42;

/** What the tarball must hold for the examples: the entries they import and their types. */
const PACKED_FILES = [
  'package/dist/platform-embed.min.js',
  'package/dist/index.js',
  'package/dist/element.js',
  'package/dist/react.js',
  'package/dist/chat.js',
  'package/dist/chat/server.js',
  'package/dist/api.js',
  'package/dist/cli.js',
  'package/dist/types/index.d.ts',
  'package/dist/types/element/index.d.ts',
  'package/dist/types/react/index.d.ts',
  'package/dist/types/chat/index.d.ts',
  'package/dist/types/chat/server/index.d.ts',
  'package/dist/types/api/index.d.ts',
];

/** What an example's install and build write: never copied to the stage, nor removed from it. */
const WRITTEN = new Set(['node_modules', 'dist', '.next', '.angular', 'next-env.d.ts']);
const written = (name) => WRITTEN.has(name) || name.endsWith('.tsbuildinfo');

/** Set by `npm run test:examples` for the specs it runs: the examples are installed and built. */
const PREPARED_ENV = 'PLATFORM_EMBED_EXAMPLES_PREPARED';

/** The install's record of what it installed, in node_modules; the build's, in its output folder. */
const STAMP = '.platform-embed.json';

/** At most this many installs at a time (they mostly wait on the disk and the registry), and builds (CPU: one per core). */
const INSTALLS_AT_ONCE = 4;
const BUILDS_AT_ONCE = 2;

const windows = process.platform === 'win32';
const npm = windows ? 'npm.cmd' : 'npm';

/**
 * The environment of the commands run here: this one without what `npm run` adds for the root
 * package (its name, its folder), which would mislead the npm run in the example's folder, and
 * without the frameworks' telemetry.
 */
export function childEnv(extra = {}) {
  const env = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (
      name.startsWith('npm_package_') ||
      name.startsWith('npm_lifecycle_') ||
      name === 'npm_config_local_prefix' ||
      name === 'INIT_CWD'
    )
      continue;
    env[name] = value;
  }
  return { ...env, NEXT_TELEMETRY_DISABLED: '1', NG_CLI_ANALYTICS: 'false', ...extra };
}

/** Runs a command to its end and resolves with its stdout; its output is shown only when it fails. */
export function run(command, args, cwd, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: childEnv(env), shell: windows, stdio: ['ignore', 'pipe', 'pipe'] });
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
      else
        reject(
          new Error(
            `${command} ${args.join(' ')} (in ${cwd.startsWith(root) ? relative(root, cwd) || '.' : cwd}) failed (exit ${code ?? signal}):\n${output.slice(-8000)}`,
          ),
        );
    });
  });
}

export const sha256 = (data) => createHash('sha256').update(data).digest('hex');
export const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

export function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

/** An example's own files (what {@link WRITTEN} does not name), relative to its folder, sorted. */
function sourceFiles(dir, path = '.') {
  const files = [];
  for (const entry of readdirSync(join(dir, path), { withFileTypes: true }).sort((a, b) =>
    a.name < b.name ? -1 : 1,
  )) {
    if (written(entry.name)) continue;
    const name = join(path, entry.name);
    if (entry.isDirectory()) files.push(...sourceFiles(dir, name));
    else files.push(name);
  }
  return files;
}

/** A hash of an example's own files but its README, names and contents: the inputs of its build. */
function sourcesHash(dir) {
  const hash = createHash('sha256');
  for (const name of sourceFiles(dir)) {
    if (name === 'README.md') continue;
    hash.update(`${name}\0`);
    hash.update(readFileSync(join(dir, name)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** Refuses a stage under a folder with a node_modules (this repository's, say), where the examples would find what they do not install. */
export function checkStage(stageDir = STAGE_DIR) {
  for (let dir = stageDir; dirname(dir) !== dir; dir = dirname(dir)) {
    const parent = dirname(dir);
    if (existsSync(join(parent, 'node_modules')))
      throw new Error(
        `${stageDir} lies under ${parent}, which has a node_modules: the projects there would find packages they do not install. Set ${stageDir === STAGE_DIR ? 'PLATFORM_EMBED_EXAMPLES_STAGE' : 'its variable'} elsewhere`,
      );
  }
}

/**
 * Copies an example's own files to its staged copy (a file only when its content changed, so the
 * build tools' caches hold) and removes from there the files it no longer has; what its install
 * and build wrote there stays.
 */
function stage(name) {
  const from = join(EXAMPLES_DIR, name);
  const to = exampleDir(name);
  const files = sourceFiles(from);
  const kept = new Set(files);
  if (existsSync(to)) for (const file of sourceFiles(to)) if (!kept.has(file)) rmSync(join(to, file));
  for (const file of files) {
    const content = readFileSync(join(from, file));
    const target = join(to, file);
    if (existsSync(target) && readFileSync(target).equals(content)) continue;
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, content);
  }
}

/** Times an async step into `timings[name]`. */
export async function timed(timings, name, step) {
  const started = performance.now();
  try {
    return await step();
  } finally {
    timings[name] = performance.now() - started;
  }
}

/** A gate letting `limit` tasks through at a time. */
export function limiter(limit) {
  let active = 0;
  const waiting = [];
  return async (task) => {
    if (active >= limit) await new Promise((resolve) => waiting.push(resolve));
    active += 1;
    try {
      return await task();
    } finally {
      active -= 1;
      waiting.shift()?.();
    }
  };
}

/**
 * The package as users install it: `npm pack` of dist/ as built (built first when it is
 * missing), into a temporary folder, checked to hold what the examples need.
 * @returns the tarball's path and the folder to remove.
 */
export async function pack(log) {
  if (!existsSync(join(root, 'dist', 'react.js')) || !existsSync(join(root, 'dist', 'types'))) {
    log('dist/ is not built: npm run build …');
    await run(npm, ['run', 'build'], root);
  }
  const folder = mkdtempSync(join(tmpdir(), 'platform-embed-example-'));
  try {
    // --ignore-scripts: dist/ is built already (prepack would build it again).
    const [packed] = JSON.parse(
      await run(npm, ['pack', '--ignore-scripts', '--json', '--pack-destination', folder], root),
    );
    const files = new Set(packed.files.map((file) => `package/${file.path}`));
    const missing = PACKED_FILES.filter((file) => !files.has(file));
    if (missing.length > 0)
      throw new Error(
        `the packed tarball lacks ${missing.join(', ')}: is dist/ being rebuilt? Run \`npm run build\`, then again`,
      );
    return { tarball: join(folder, packed.filename), folder };
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }
}

/**
 * The example's lock file as `npm ci` would take it: every dependency of package.json pinned to
 * an exact version, and that version the one the lock file installs. (The install below is one
 * `npm install` of the lock file's tree and the tarball, quicker than `npm ci` and then
 * `npm install`, which would check the same.)
 */
function checkLock(dir, name) {
  const manifest = readJson(join(dir, 'package.json')) ?? {};
  const lock = readJson(join(dir, 'package-lock.json')) ?? {};
  const declared = { ...manifest.dependencies, ...manifest.devDependencies };
  const locked = { ...lock.packages?.['']?.dependencies, ...lock.packages?.['']?.devDependencies };
  for (const [dependency, version] of Object.entries(declared)) {
    if (!/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(version))
      throw new Error(`examples/${name}/package.json: ${dependency} is "${version}", not an exact version`);
    if (locked[dependency] !== version || lock.packages?.[`node_modules/${dependency}`]?.version !== version)
      throw new Error(
        `examples/${name}/package-lock.json does not install ${dependency} ${version}: run \`npm install\` there`,
      );
  }
  const extra = Object.keys(locked).filter((dependency) => !Object.hasOwn(declared, dependency));
  if (extra.length > 0)
    throw new Error(
      `examples/${name}/package-lock.json names ${extra.join(', ')}, which package.json does not: run \`npm install\` there`,
    );
}

/**
 * Installs the tarball in a project outside this repository, with what its package.json (and
 * lock file, if any) pin, in one `npm install --no-save` (package.json and the lock file stay as
 * they are, and never name the tarball); skipped when the stamp in node_modules says the same
 * inputs (`inputsHash`: the lock file or package.json), Node and tarball are in.
 */
export async function installTarball(dir, label, inputsHash, tarball, tarballHash, log, timings) {
  const stampPath = join(dir, 'node_modules', STAMP);
  const stamp = { lock: inputsHash, node: process.version, tarball: tarballHash };
  const previous = readJson(stampPath);
  if (
    previous?.lock === stamp.lock &&
    previous?.node === stamp.node &&
    previous?.tarball === stamp.tarball &&
    existsSync(join(dir, 'node_modules', 'platform-embed', 'package.json'))
  )
    return false;
  rmSync(stampPath, { force: true }); // an install cut short leaves no stamp behind
  // --prefer-offline: the tarball's own dependencies resolved from npm's cache when it has them.
  await timed(timings, 'install', () =>
    run(npm, ['install', '--no-save', '--prefer-offline', '--no-audit', '--no-fund', tarball], dir),
  );
  mkdirSync(join(dir, 'node_modules'), { recursive: true });
  writeFileSync(stampPath, `${JSON.stringify(stamp)}\n`);
  log(`${label}: installed in ${seconds(timings.install)}`);
  return true;
}

/** Installs one example: the tree its lock file pins and the tarball (see {@link installTarball}), its lock file checked first. */
async function install(name, tarball, tarballHash, log, timings) {
  const dir = exampleDir(name);
  const lockHash = sha256(readFileSync(join(dir, 'package-lock.json')));
  checkLock(dir, name);
  await installTarball(dir, name, lockHash, tarball, tarballHash, log, timings);
  return { lockHash };
}

/** Builds one example (`npm run build`) unless its build stamp matches. */
async function build(name, key, log, timings) {
  const { output } = EXAMPLES[name];
  if (!output) return;
  const dir = exampleDir(name);
  const stampPath = join(dir, output, STAMP);
  if (readJson(stampPath)?.build === key) return;
  rmSync(stampPath, { force: true }); // a build cut short leaves no stamp behind
  await timed(timings, 'build', () => run(npm, ['run', 'build'], dir));
  log(`${name}: built in ${seconds(timings.build)}`);
  writeFileSync(stampPath, `${JSON.stringify({ build: key })}\n`);
}

/**
 * Packs this package, installs the examples and builds them, each step skipped when its stamp
 * says it is done: installs {@link INSTALLS_AT_ONCE} at a time, builds {@link BUILDS_AT_ONCE} at a
 * time. Idempotent: a second call does nothing but pack.
 *
 * @param {{ names?: readonly string[], log?: (line: string) => void }} [options] `names`: only these examples
 * @returns {Promise<{ timings: Record<string, Record<string, number>>, pack: number }>} the milliseconds of each step
 * run, per example
 */
export async function prepareExamples(options = {}) {
  const log = options.log ?? ((line) => console.log(`examples: ${line}`));
  const names = options.names ?? Object.keys(EXAMPLES);
  for (const name of names)
    if (!Object.hasOwn(EXAMPLES, name))
      throw new Error(`no example ${JSON.stringify(name)}: one of ${Object.keys(EXAMPLES).join(', ')}`);
  checkStage();
  const packTimings = {};
  const { tarball, folder } = await timed(packTimings, 'pack', () => pack(log));
  const installing = limiter(INSTALLS_AT_ONCE);
  const building = limiter(BUILDS_AT_ONCE);
  const timings = {};
  try {
    const tarballHash = sha256(readFileSync(tarball));
    const results = await Promise.allSettled(
      names.map(async (name) => {
        timings[name] = {};
        stage(name);
        const { lockHash } = await installing(() => install(name, tarball, tarballHash, log, timings[name]));
        const key = sha256(`${tarballHash}\n${lockHash}\n${process.version}\n${sourcesHash(exampleDir(name))}`);
        await building(() => build(name, key, log, timings[name]));
      }),
    );
    const failed = results.filter((result) => result.status === 'rejected');
    if (failed.length > 0)
      throw new Error(failed.map((result) => result.reason?.message ?? String(result.reason)).join('\n\n'));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  return { timings, pack: packTimings.pack };
}

/**
 * Loaded first in a server's process: it exits when its stdin ends — when this process ends it,
 * or dies without a word (a killed test worker) — so no server outlives the run.
 */
export const EXIT_WITH_PARENT =
  'data:text/javascript,process.stdin.on("end",()=>process.exit(0));process.stdin.resume();';

/** Starts a Node server of an example on 127.0.0.1:`port`; resolves once it answers, rejects if it exits first. */
async function startServer(name, args, port, env) {
  const child = spawn(process.execPath, [`--import=${EXIT_WITH_PARENT}`, ...args], {
    cwd: exampleDir(name),
    env: childEnv(env),
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
    if ('code' in result)
      throw Object.assign(
        new Error(`the server of examples/${name} exited (${result.code}) before it answered:\n${output}`),
        { output },
      );
    if (result.ok) break;
    if (Date.now() > deadline) {
      await stop(child);
      throw new Error(`the server of examples/${name} did not answer ${url} within 60 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, output: () => output, close: () => stop(child) };
}

/** Ends a server: its stdin closed and SIGTERM, SIGKILL after 5 s. Resolves once it has exited. */
export function stop(child) {
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
 * `platform-embed dev --json` of the package installed in `dir` (its node_modules/.bin), as a
 * user runs it: resolves with the settings of the JSON line it prints (URLs, credentials, `env`)
 * and `close()`, which ends it (SIGTERM: it closes every fake and exits 0). It also exits when
 * this process ends (see {@link EXIT_WITH_PARENT}), so no fake outlives the run.
 */
export async function startDev(dir) {
  const bin = join(dir, 'node_modules', '.bin', 'platform-embed');
  // This process's environment as it is: another dev's PLATFORM_* settings in it (a spec before
  // set them) are no matter, as dev prints its own in full.
  const child = spawn(process.execPath, [`--import=${EXIT_WITH_PARENT}`, bin, 'dev', '--json'], {
    cwd: dir,
    env: childEnv(),
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  const settings = await new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => fail(new Error(`platform-embed dev (in ${dir}) printed no JSON line within 30 s:\n${output}`)),
      30_000,
    );
    const fail = (error) => {
      clearTimeout(timer);
      reject(error);
    };
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const line = output.split('\n').find((text) => text.startsWith('{'));
      if (line === undefined || !output.includes('\n')) return;
      clearTimeout(timer);
      try {
        resolve(JSON.parse(line));
      } catch (error) {
        reject(new Error(`platform-embed dev printed a line that is not JSON: ${line}`, { cause: error }));
      }
    });
    child.once('error', fail);
    child.once('exit', (code, signal) =>
      fail(
        new Error(
          `platform-embed dev (in ${dir}) exited (${code ?? signal}) before it printed its settings:\n${output}`,
        ),
      ),
    );
  }).catch(async (error) => {
    await stop(child);
    throw error;
  });
  const exited = new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode ?? child.signalCode);
    else child.once('exit', (code, signal) => resolve(code ?? signal));
  });
  return { ...settings, output: () => output, exited, close: () => stop(child) };
}

/** Starts a server on a free port, another one if the port was taken in between. */
async function onFreePort(start) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await start(await freePort());
    } catch (error) {
      if (attempt >= 3 || !String(error.output ?? error.message).includes('EADDRINUSE')) throw error;
    }
  }
}

/**
 * An entry of the package as the example installed it (the packed tarball), to import here: the
 * fakes and the management client run as users get them, whatever happens to dist/ meanwhile.
 */
const installedEntry = (name, file) =>
  pathToFileURL(join(exampleDir(name), 'node_modules', 'platform-embed', 'dist', file)).href;

/** The Content-Security-Policy the built apps are served with: nothing inline, nothing evaluated, frames from the embed's origin alone. */
export function strictCsp(embedOrigin) {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "connect-src 'self'",
    `frame-src ${embedOrigin}`,
    "base-uri 'self'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
};

/**
 * A built single-page app (its `dist/`) served as its backend would serve it: the files with a
 * strict CSP, index.html for any other path, and `GET /embed-session?dashboard=sales` answering
 * `{ url }`, a fresh signed embed URL (what the apps' session provider or session-endpoint asks).
 */
async function serveBuiltApp(name, { platform, embed, apiKey }) {
  const dir = join(exampleDir(name), EXAMPLES[name].output);
  const api = await import(installedEntry(name, 'api.js'));
  const client = api.createPlatformClient({ baseUrl: platform.baseUrl, apiKey });
  const csp = strictCsp(embed.origin);
  const server = createHttpServer(async (request, response) => {
    response.setHeader('content-security-policy', csp);
    const { pathname, searchParams } = new URL(request.url ?? '/', 'http://localhost');
    try {
      if (pathname === '/embed-session') {
        if (searchParams.get('dashboard') !== 'sales') return void response.writeHead(404).end();
        const { sessionId } = await client.embed.generateSession({
          deploymentId: EXAMPLE_DEPLOYMENT_ID,
          externalId: EXAMPLE_EXTERNAL_ID,
        });
        const url = api.embedUrl({ baseUrl: embed.baseUrl, surface: 'dashboard', publicId: 'q3Sales0AbCd', sessionId });
        return void response
          .writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' })
          .end(JSON.stringify({ url }));
      }
      const path = normalize(join(dir, decodeURIComponent(pathname)));
      const file =
        path.startsWith(dir + sep) && existsSync(path) && statSync(path).isFile() ? path : join(dir, 'index.html');
      response
        .writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' })
        .end(await readFile(file));
    } catch (error) {
      response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
    }
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  return {
    url: `http://127.0.0.1:${server.address().port}/`,
    output: () => '',
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** The headers of one connection, not of the request: not forwarded. */
const HOP_BY_HOP = new Set([
  'host',
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
  'expect',
  'proxy-connection',
]);

/**
 * A recorder in front of dev's fake platform, on a free port of 127.0.0.1: it forwards each
 * request as it came and keeps its method, path and JSON body, so that a spec sees what the
 * app asked of the platform (the sessions it generated, for whom) although the platform runs
 * in another process.
 */
async function recordingProxy(target) {
  const requests = [];
  const server = createHttpServer(async (request, response) => {
    const chunks = [];
    for await (const chunk of request) chunks.push(chunk);
    const body = Buffer.concat(chunks);
    let json;
    try {
      json = body.length > 0 ? JSON.parse(body.toString('utf8')) : undefined;
    } catch {
      json = undefined;
    }
    requests.push({ method: request.method, path: request.url, body: json });
    // Without the hop-by-hop headers (a Next.js route's fetch sends its body chunked), which fetch refuses.
    const headers = Object.fromEntries(Object.entries(request.headers).filter(([name]) => !HOP_BY_HOP.has(name)));
    try {
      const answer = await fetch(new URL(request.url ?? '/', target), {
        method: request.method,
        headers,
        body: body.length > 0 ? body : undefined,
        redirect: 'manual',
      });
      // fetch has decoded the body: its length and encoding are those of the bytes written here.
      const answerHeaders = Object.fromEntries(
        [...answer.headers].filter(
          ([name]) => !['content-length', 'content-encoding', 'transfer-encoding', 'connection'].includes(name),
        ),
      );
      response.writeHead(answer.status, answerHeaders).end(Buffer.from(await answer.arrayBuffer()));
    } catch (error) {
      response.writeHead(502, { 'content-type': 'text/plain' }).end(String(error));
    }
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  return {
    baseUrl: `http://127.0.0.1:${server.address().port}`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/**
 * An example running as in production, with the fakes it talks to: prepared first (see
 * {@link prepareExamples}) unless `npm run test:examples` has done it.
 *
 * - every example that embeds (vite-react, vue, svelte, angular, html-script, nextjs) talks to
 *   `platform-embed dev --json` of its own install (see {@link startDev}), a process of its own
 *   as a user runs it, with dev's API key; its platform through {@link recordingProxy};
 * - `static` (vite-react, vue, svelte, angular): the built app served with a strict CSP and a session route;
 * - `html-script`: the example's own server.mjs (its CSP, its session route);
 * - `nextjs`: `next start`, its chat route in front of an in-process fake chat server;
 * - `node-chat-proxy`: an in-process fake chat server, with an API key of this run's own, and the
 *   example's server.mjs.
 *
 * The chat stays in-process: its specs hold an answer mid-stream (`holdNextStreamAfter`) and read
 * what reached the service (`requests`, `threads`), which only the fake's own object gives.
 *
 * @param {string} name
 * @param {{ delayMs?: number, log?: (line: string) => void }} [options] `delayMs`: the fake chat server's pause between
 * two lines (default 20)
 */
export async function startExample(name, options = {}) {
  const kind = EXAMPLES[name]?.run;
  if (!kind) throw new Error(`examples/${name} has no server to start`);
  if (process.env[PREPARED_ENV] !== '1')
    await prepareExamples({ names: [name], ...(options.log ? { log: options.log } : {}) });
  const closers = [];
  const close = () => Promise.all(closers.splice(0).map((closeOne) => closeOne())).then(() => undefined);
  try {
    const wantsEmbed = name !== 'node-chat-proxy';
    const wantsChat = name === 'node-chat-proxy' || name === 'nextjs';
    const dev = wantsEmbed ? await startDev(exampleDir(name)) : undefined;
    if (dev) closers.push(() => dev.close());
    const platform = dev ? await recordingProxy(dev.platform.url) : undefined;
    if (platform) closers.push(() => platform.close());
    const embed = dev ? { baseUrl: dev.embed.url, origin: new URL(dev.embed.url).origin } : undefined;
    // One PLATFORM_API_KEY serves the platform and the chat: dev's, when dev runs.
    const apiKey = dev ? dev.platform.apiKey : `example-key-${randomBytes(16).toString('hex')}`;
    const servers = wantsChat ? await import(installedEntry(name, 'testing/servers.js')) : undefined;
    const chat = servers ? await servers.startFakeChatServer({ apiKey, delayMs: options.delayMs ?? 20 }) : undefined;
    if (chat) closers.push(() => chat.close());
    const env = {
      PLATFORM_API_KEY: apiKey,
      ...(platform && embed ? { PLATFORM_URL: platform.baseUrl, PLATFORM_EMBED_URL: embed.baseUrl } : {}),
      ...(chat ? { PLATFORM_CHAT_URL: chat.url } : {}),
    };
    let app;
    if (kind === 'static') app = await serveBuiltApp(name, { platform, embed, apiKey });
    else if (kind === 'next') {
      const next = join('node_modules', 'next', 'dist', 'bin', 'next');
      app = await onFreePort((port) =>
        startServer(name, [next, 'start', '--hostname', '127.0.0.1', '--port', String(port)], port, {
          ...env,
          NODE_ENV: 'production',
        }),
      );
    } else app = await onFreePort((port) => startServer(name, ['server.mjs'], port, { ...env, PORT: String(port) }));
    closers.push(() => app.close());
    const platformRequests = platform?.requests ?? [];
    return {
      name,
      url: app.url,
      dev,
      embed,
      platformRequests,
      chat,
      apiKey,
      externalId: EXAMPLE_EXTERNAL_ID,
      output: app.output,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

/** `platform-embed/testing/servers` as an example installed it (see {@link installedEntry}). */
export function installedFakes(name) {
  return import(installedEntry(name, 'testing/servers.js'));
}

/** The folder of an example, after preparing it (see {@link prepareExamples}) unless `npm run test:examples` has. */
export async function preparedExample(name, options = {}) {
  if (process.env[PREPARED_ENV] !== '1')
    await prepareExamples({ names: [name], ...(options.log ? { log: options.log } : {}) });
  return exampleDir(name);
}

export function summary(reportPath) {
  const report = readJson(reportPath);
  if (!report) return undefined;
  const stats = report.stats ?? {};
  const passed = (stats.expected ?? 0) + (stats.flaky ?? 0);
  const failed = (stats.unexpected ?? 0) + (report.errors?.length ?? 0);
  return `${passed} passed, ${failed} failed, ${stats.skipped ?? 0} skipped`;
}

export function runPlaywright(args, env, config = 'playwright.examples.config.ts') {
  return new Promise((resolve) => {
    const bin = join(root, 'node_modules', '.bin', windows ? 'playwright.cmd' : 'playwright');
    const child = spawn(bin, ['test', '--config', config, ...args], {
      cwd: root,
      stdio: 'inherit',
      shell: windows,
      env: { ...process.env, ...env },
    });
    child.on('error', (error) => {
      console.error(`could not run ${bin}: ${error.message}`);
      resolve(1);
    });
    child.on('close', (code) => resolve(code ?? 1));
  });
}

async function main() {
  const { findChromium } = await import('./chromium.mjs');
  const chromium = findChromium();
  if (!chromium) {
    console.error(
      'examples: no Chromium found. Set CHROMIUM_PATH, install the `chromium` package, or run `npx playwright install chromium`.',
    );
    console.log('examples: 0 passed, 1 failed, 0 skipped');
    return 1;
  }
  const started = performance.now();
  const names = process.env.EXAMPLES ? process.env.EXAMPLES.split(',').map((name) => name.trim()) : undefined;
  const { timings } = await prepareExamples(names ? { names } : {});
  const prepared = performance.now() - started;
  const reportDir = mkdtempSync(join(tmpdir(), 'platform-embed-examples-'));
  const reportPath = join(reportDir, 'report.json');
  const testsStarted = performance.now();
  const specs = names ? names.map((name) => `e2e/examples/${name}.example.ts`) : [];
  const status = await runPlaywright([...specs, ...process.argv.slice(2)], {
    E2E_CHROMIUM_PATH: chromium,
    E2E_JSON_REPORT: reportPath,
    [PREPARED_ENV]: '1',
  });
  const tests = performance.now() - testsStarted;
  const counts = summary(reportPath) ?? `0 passed, 1 failed, 0 skipped (Playwright wrote no report; exit ${status})`;
  rmSync(reportDir, { recursive: true, force: true });
  const done = Object.values(timings);
  const installed = done.filter((steps) => steps.install !== undefined).length;
  const built = done.filter((steps) => steps.build !== undefined).length;
  const steps = [
    `prepare ${seconds(prepared)} (${done.length} examples: ${installed} installed, ${built} built, the rest cached)`,
    `tests ${seconds(tests)}`,
    `total ${seconds(performance.now() - started)}`,
  ];
  console.log(`examples: ${counts} (${steps.join(', ')})`);
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
