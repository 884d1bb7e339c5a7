#!/usr/bin/env node
// `npm run test:engines`: the end-to-end smoke of e2e/engines/ in Chromium, Firefox and WebKit,
// one after another — ready, every event, every action, forgeries refused, <platform-embed> with
// a signed session and reload(), a chat answer streamed, stopped and re-attached — and a matrix
// of the results (engine × check), then one closing line: `engines: N passed, N failed`, N
// counting the checks of every engine. Exits 1 on any failure.
//
// The browsers are the system's (scripts/engine-drivers.mjs says where each is looked for, and
// which environment variable overrides it); one that is missing is installed with apt-get when
// this runs as root on Debian (chromium, firefox-esr, webkit2gtk-driver, xvfb), else its checks
// fail saying what to install. `npm run build` runs first when dist/ is missing or stale.
//
// The servers are the demo's (scripts/demo.mjs), on free ports of 127.0.0.1: the smoke page on the
// host origin (/engines/), the smoke's embed and a forger on two more origins, the fake embed and
// platform behind the host's session endpoint, and the fake chat server on its own origin.
//
//   npm run test:engines                 every engine
//   npm run test:engines -- firefox      some of them, by name
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfStale, startDemoServers } from './demo.mjs';
import { ENGINES, stopEverythingNow } from './engine-drivers.mjs';
import {
  engineOutcome,
  failureLines,
  formatMatrix,
  parseSmokeState,
  shouldStopReading,
  summarize,
} from './engine-matrix.mjs';
import { findOrInstall } from './system-packages.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const SMOKE_DIR = join(root, 'e2e', 'engines');
/** The page's own checks are bounded (20 s each); this bounds the whole page. */
const PAGE_TIMEOUT_SECONDS = 120;
/** A page whose script has not started by then never will (a file that did not load or parse). */
const START_TIMEOUT_SECONDS = 15;
const log = (line) => console.log(`engines: ${line}`);

/** The engines named on the command line (all of them by default); an unknown name is an error. */
function selectedEngines(names) {
  const unknown = names.filter((name) => !ENGINES.some((engine) => engine.name === name));
  if (unknown.length > 0)
    throw new Error(
      `no engine named ${unknown.join(', ')}: expected some of ${ENGINES.map(({ name }) => name).join(', ')}`,
    );
  return names.length === 0 ? ENGINES : ENGINES.filter((engine) => names.includes(engine.name));
}

/** Opens the smoke page in one engine and reads its results until it is done; always closes the browser. */
async function runEngine(engine, found, url) {
  if (found.problem) {
    log(`${engine.name}: cannot run (below)`);
    return engineOutcome({ engine: engine.name, problem: found.problem });
  }
  const seconds = (from, to = Date.now()) => ((to - from) / 1000).toFixed(1);
  const times = { started: Date.now(), opened: 0, read: 0 };
  let session;
  let state;
  try {
    session = await engine.launch(found.paths);
    times.opened = Date.now();
    await session.open(url);
    const limits = { startSeconds: START_TIMEOUT_SECONDS, timeoutSeconds: PAGE_TIMEOUT_SECONDS };
    state = parseSmokeState(await session.read());
    while (!shouldStopReading(state, (Date.now() - times.opened) / 1000, limits)) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      state = parseSmokeState(await session.read());
    }
    times.read = Date.now();
    return engineOutcome({
      engine: engine.name,
      version: session.version,
      state,
      timeoutSeconds: PAGE_TIMEOUT_SECONDS,
    });
  } catch (error) {
    // What the page reported before the failure stands; the rest fails for it.
    const problem = `${session ? 'the smoke page failed' : `${engine.name} could not start`}: ${error instanceof Error ? error.message : String(error)}`;
    return engineOutcome({ engine: engine.name, version: session?.version, state, problem });
  } finally {
    const closing = Date.now();
    await session?.close();
    const phases = times.read
      ? `start ${seconds(times.started, times.opened)} s, page ${seconds(times.opened, times.read)} s, close ${seconds(closing)} s`
      : `${seconds(times.started)} s`;
    log(`${engine.name}${session?.version ? ` ${session.version}` : ''}: ${phases}`);
  }
}

function startServers() {
  buildIfStale({ log });
  return startDemoServers({
    chatDelayMs: 20,
    extraOrigins: [
      { name: 'bridge', dir: SMOKE_DIR },
      { name: 'hostile', dir: SMOKE_DIR },
    ],
    hostMounts: [['/engines/', SMOKE_DIR]],
  });
}

async function main() {
  const startedAt = Date.now();
  const engines = selectedEngines(process.argv.slice(2));
  const found = findOrInstall(engines, 'engines');
  const servers = await startServers();
  const outcomes = [];
  try {
    const url = new URL('/engines/', servers.hostUrl).href;
    log(`the smoke page: ${url}`);
    for (const engine of engines) outcomes.push(await runEngine(engine, found.get(engine.name), url));
  } finally {
    await servers.close();
  }
  console.log(`\n${formatMatrix(outcomes).join('\n')}\n`);
  for (const line of failureLines(outcomes)) console.log(line);
  const { failed, line } = summarize(outcomes);
  log(
    `${engines.length} engine${engines.length === 1 ? '' : 's'} in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`,
  );
  console.log(line);
  return failed === 0 ? 0 : 1;
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    stopEverythingNow();
    process.exit(130);
  });
}
process.once('exit', stopEverythingNow);

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`engines: ${error instanceof Error ? error.message : String(error)}`);
    console.log('engines: 0 passed, 1 failed');
    process.exit(1);
  },
);
