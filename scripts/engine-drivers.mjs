/**
 * The three engines of `npm run test:engines`: where each one's programs are, which Debian
 * packages hold them, and how to drive it. Every driver does the same three things — open a
 * URL, read what the page published, close — through a well-kept client:
 *
 * - chromium: puppeteer-core over the DevTools protocol (Debian's `chromium`);
 * - firefox: puppeteer-core over WebDriver BiDi, which Firefox speaks itself: no geckodriver
 *   (Debian's `firefox-esr`);
 * - webkit: webdriverio over classic WebDriver, to WebKitGTK's own driver (`webkit2gtk-driver`),
 *   which runs its MiniBrowser: a GTK program with no headless mode, so on a display of its own
 *   (`Xvfb`, from `xvfb`).
 *
 * Every process started here runs in a process group of its own, stopped whole by `close()`,
 * and killed by `stopEverythingNow()` when the run is cut short.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer from 'puppeteer-core';
import { remote } from 'webdriverio';
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs';
import { freePort } from './free-port.mjs';
import { findExecutable } from './system-packages.mjs';

/** What each driver reads from the page: the smoke's results, as JSON text. */
const READ_RESULTS = () => JSON.stringify(window.engineSmoke ?? null);

/** Time to launch a browser or a driver, and to close one before it is killed. */
const LAUNCH_TIMEOUT_MS = 60_000;
const CLOSE_TIMEOUT_MS = 10_000;

/** The process groups started here (the browsers puppeteer starts lead one too) and still running, by leader pid. */
const started = new Map();
/** The browser profiles made here and not yet removed. */
const profiles = new Set();

/**
 * Kills every process group started here that still runs, and removes the browser profiles:
 * for a run cut short (Ctrl-C), so synchronous.
 */
export function stopEverythingNow() {
  for (const pid of started.keys()) {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
  started.clear();
  for (const dir of profiles) rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
  profiles.clear();
}

/** Starts `command` as the leader of a new process group; `stop()` ends the group (SIGTERM, then SIGKILL). */
function startGroup(command, args, { env = process.env, stdio = ['ignore', 'ignore', 'pipe'] } = {}) {
  const child = spawn(command, args, { env, stdio, detached: true });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let output = '';
  child.stderr?.on('data', (chunk) => {
    output = (output + chunk).slice(-2_000);
  });
  child.once('error', (error) => {
    output += `${error.message}\n`;
  });
  if (child.pid) started.set(child.pid, child);
  const signal = (name) => {
    try {
      process.kill(-child.pid, name);
    } catch {
      // Already gone.
    }
  };
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null && child.pid) {
      signal('SIGTERM');
      const timer = setTimeout(() => signal('SIGKILL'), 3_000);
      await exited;
      clearTimeout(timer);
    }
    started.delete(child.pid);
  };
  return { child, exited, stop, output: () => output.trim() };
}

/** `promise`, or a rejection saying what took longer than `ms`. */
function within(promise, ms, what) {
  let timer;
  const timeout = new Promise((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Runs `steps` (async cleanups) last first, each bounded in time; one failing does not stop the others. */
async function unwind(steps) {
  for (const step of steps.reverse())
    await within(Promise.resolve().then(step), CLOSE_TIMEOUT_MS, 'a cleanup step').catch(() => undefined);
}

// ---- Where the programs are ---------------------------------------------------------------

/** MiniBrowser, in the multiarch library folder of WebKitGTK's API version (4.1, else 4.0). */
function findMiniBrowser() {
  let triplets = [];
  try {
    triplets = readdirSync('/usr/lib');
  } catch {
    // Not a Debian-like layout.
  }
  const candidates = ['webkit2gtk-4.1', 'webkit2gtk-4.0'].flatMap((api) =>
    triplets.map((triplet) => join('/usr/lib', triplet, api, 'MiniBrowser')),
  );
  return findExecutable(candidates, 'MINIBROWSER_PATH');
}

/** Xvfb's path, or undefined. */
const findXvfb = () => findExecutable(['/usr/bin/Xvfb']);

// ---- Drivers ------------------------------------------------------------------------------

/**
 * A browser launched by puppeteer-core, with one page: the driver of chromium and firefox. Its
 * profile is a folder of its own, removed on close (puppeteer leaves its own behind when a
 * launch fails).
 */
async function launchWithPuppeteer(options) {
  const userDataDir = mkdtempSync(join(tmpdir(), 'platform-embed-engines-'));
  profiles.add(userDataDir);
  const removeProfile = () => {
    rmSync(userDataDir, { recursive: true, force: true, maxRetries: 3 });
    profiles.delete(userDataDir);
  };
  let browser;
  const close = async () => {
    await within(browser.close(), CLOSE_TIMEOUT_MS, 'closing the browser').catch(() =>
      browser.process()?.kill('SIGKILL'),
    );
    started.delete(browser.process()?.pid);
    removeProfile();
  };
  try {
    // Our own signal handling (stopEverythingNow) kills the browser's group and removes its profile.
    browser = await puppeteer.launch({
      headless: true,
      timeout: LAUNCH_TIMEOUT_MS,
      protocolTimeout: 30_000,
      userDataDir,
      handleSIGINT: false,
      handleSIGTERM: false,
      ...options,
    });
    const pid = browser.process()?.pid;
    if (pid) started.set(pid, browser.process());
    const page = await browser.newPage();
    return {
      version: (await browser.version()).replace(/^[^/]*\//, ''),
      open: async (url) => {
        await page.goto(url, { waitUntil: 'load', timeout: 30_000 });
      },
      read: () => page.evaluate(READ_RESULTS),
      close,
    };
  } catch (error) {
    if (browser) await close();
    else removeProfile();
    throw error;
  }
}

/** Starts Xvfb on a display it picks free (-displayfd); resolves with the display and its stop. */
async function startXvfb(xvfb) {
  const server = startGroup(xvfb, ['-displayfd', '3', '-screen', '0', '1280x800x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  });
  const display = new Promise((resolve, reject) => {
    let text = '';
    server.child.stdio[3].on('data', (chunk) => {
      text += chunk;
      if (text.includes('\n')) resolve(`:${text.trim()}`);
    });
    server.exited.then((code) =>
      reject(new Error(`Xvfb exited (${code}) before it had a display: ${server.output()}`)),
    );
  });
  try {
    return { display: await within(display, 10_000, 'starting Xvfb'), stop: server.stop };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

/** Polls the WebDriver server's /status until it is ready. */
async function waitForDriver(port, driver) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const status = await fetch(`http://127.0.0.1:${port}/status`).then(
      (response) => response.json(),
      () => undefined,
    );
    if (status?.value?.ready) return;
    if (driver.child.exitCode !== null)
      throw new Error(`WebKitWebDriver exited (${driver.child.exitCode}): ${driver.output()}`);
    if (Date.now() > deadline)
      throw new Error(`WebKitWebDriver did not answer on port ${port} within 10 s: ${driver.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** WebKitGTK: Xvfb, WebKitWebDriver on a free port, and a webdriverio session running MiniBrowser on that display. */
async function launchWebKit({ driver, miniBrowser, xvfb }) {
  const cleanups = [];
  try {
    const { display, stop } = await startXvfb(xvfb);
    cleanups.push(stop);
    const port = await freePort();
    const server = startGroup(driver, [`--port=${port}`], { env: { ...process.env, DISPLAY: display } });
    cleanups.push(server.stop);
    await waitForDriver(port, server);
    const session = await within(
      remote({
        hostname: '127.0.0.1',
        port,
        logLevel: 'silent',
        connectionRetryCount: 0,
        capabilities: {
          browserName: 'MiniBrowser',
          // WebKitWebDriver speaks classic WebDriver only: no BiDi session upgrade.
          'wdio:enforceWebDriverClassic': true,
          'webkitgtk:browserOptions': { binary: miniBrowser, args: ['--automation'] },
        },
      }),
      LAUNCH_TIMEOUT_MS,
      'starting a MiniBrowser session',
    );
    cleanups.push(() => session.deleteSession());
    return {
      version: session.capabilities.browserVersion,
      open: (url) => session.url(url),
      read: () => session.execute(READ_RESULTS),
      close: () => unwind(cleanups),
    };
  } catch (error) {
    await unwind(cleanups);
    throw error;
  }
}

/**
 * The engines, in the order they run: each one's name, the Debian packages of its programs,
 * where it looks for them (`find()`: their paths, or undefined when one is missing, which
 * `missing` then names), and its driver (`launch(paths)` → `{ version, open(url), read(), close() }`).
 */
export const ENGINES = Object.freeze([
  {
    name: 'chromium',
    packages: ['chromium'],
    missing: "$CHROMIUM_PATH, /usr/bin/chromium or Playwright's Chromium",
    find: () => {
      const executable = findChromium();
      return executable && { executable };
    },
    launch: ({ executable }) =>
      launchWithPuppeteer({ browser: 'chrome', executablePath: executable, args: [...CHROMIUM_ARGS] }),
  },
  {
    name: 'firefox',
    packages: ['firefox-esr'],
    missing: '$FIREFOX_PATH, /usr/bin/firefox-esr or /usr/bin/firefox',
    find: () => {
      const executable = findExecutable(['/usr/bin/firefox-esr', '/usr/bin/firefox'], 'FIREFOX_PATH');
      return executable && { executable };
    },
    launch: ({ executable }) => launchWithPuppeteer({ browser: 'firefox', executablePath: executable }),
  },
  {
    name: 'webkit',
    packages: ['webkit2gtk-driver', 'xvfb'],
    missing:
      '$WEBKIT_WEBDRIVER_PATH or /usr/bin/WebKitWebDriver, $MINIBROWSER_PATH or /usr/lib/<arch>/webkit2gtk-4.1/MiniBrowser, and /usr/bin/Xvfb',
    find: () => {
      const paths = {
        driver: findExecutable(['/usr/bin/WebKitWebDriver'], 'WEBKIT_WEBDRIVER_PATH'),
        miniBrowser: findMiniBrowser(),
        xvfb: findXvfb(),
      };
      return Object.values(paths).every(Boolean) ? paths : undefined;
    },
    launch: launchWebKit,
  },
]);
