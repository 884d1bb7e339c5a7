/**
 * The command line bound to the Node process, run in this process with `process.exit` and the
 * streams stubbed: the arguments and the package's version, the exit code once the output is
 * flushed; the first SIGINT or SIGTERM goes to the command (exit 130), a second one — or one
 * while nothing listens — exits at once with 130; a reader that went away (EPIPE) ends quietly.
 */

import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runCommandLine } from '../../src/cli/process.js';

const VERSION = (
  JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }
).version;

let exits: number[];
let stdout: string[];
let stderr: string[];
let argv: string[];
/** What runCommandLine listens to, as it registered it: the emitter, the event, the listener. */
let listening: Array<{ emitter: NodeJS.EventEmitter; event: string | symbol; listener: (...args: unknown[]) => void }>;
/** The stubs of this file, restored after each test. */
let stubs: Array<{ mockRestore(): void }>;

/** A stand-in for a stream's write: records the text, calls back (so that a flush resolves). */
const recorder = (into: string[]) =>
  ((chunk: string, ...rest: unknown[]) => {
    into.push(String(chunk));
    const callback = rest.find((item): item is () => void => typeof item === 'function');
    callback?.();
    return true;
  }) as typeof process.stdout.write;

/** Records what `emitter.on` registers, registering it too. */
function recordListeners(emitter: NodeJS.EventEmitter) {
  const on = emitter.on.bind(emitter);
  return vi.spyOn(emitter, 'on').mockImplementation((event, listener) => {
    listening.push({ emitter, event, listener });
    return on(event, listener);
  });
}

beforeEach(() => {
  exits = [];
  stdout = [];
  stderr = [];
  argv = process.argv;
  listening = [];
  stubs = [
    vi.spyOn(process, 'exit').mockImplementation(((code?: number) => {
      exits.push(code ?? 0);
    }) as typeof process.exit),
    vi.spyOn(process.stdout, 'write').mockImplementation(recorder(stdout)),
    vi.spyOn(process.stderr, 'write').mockImplementation(recorder(stderr)),
    recordListeners(process),
    recordListeners(process.stdout),
    recordListeners(process.stderr),
  ];
});

afterEach(() => {
  process.argv = argv;
  for (const stub of stubs) stub.mockRestore();
  vi.unstubAllEnvs();
  for (const { emitter, event, listener } of listening) emitter.removeListener(event, listener);
});

/** The listener runCommandLine registered for `event` of `emitter`. */
function added(event: string, emitter: NodeJS.EventEmitter = process): (...args: unknown[]) => void {
  const found = listening.filter((each) => each.emitter === emitter && each.event === event);
  expect(found, `one ${event} listener`).toHaveLength(1);
  return found[0]!.listener;
}

/** Runs the command line with `args`. */
function run(...args: string[]): Promise<void> {
  process.argv = ['node', 'platform-embed', ...args];
  return runCommandLine();
}

describe('runCommandLine', () => {
  it('--version prints the version of the package and exits 0', async () => {
    await run('--version');
    expect(stdout.join('')).toBe(`${VERSION}\n`);
    expect(exits).toEqual([0]);
  });

  it('a usage error: one line on stderr, exit 2', async () => {
    await run('no-such-command');
    expect(stderr.join('')).toMatch(/^platform-embed: [^\n]*no-such-command[^\n]*\n$/);
    expect(exits).toEqual([2]);
  });

  it('a signal while nothing listens exits 130 at once', async () => {
    await run('--version');
    for (const event of ['SIGINT', 'SIGTERM']) {
      exits = [];
      added(event)();
      expect(exits, event).toEqual([130]);
    }
  });

  it('a reader that went away (EPIPE) ends with 0; another stream error with 1', async () => {
    await run('--version');
    exits = [];
    added('error', process.stdout)(Object.assign(new Error('write EPIPE'), { code: 'EPIPE' }));
    added('error', process.stderr)(Object.assign(new Error('write EIO'), { code: 'EIO' }));
    expect(exits).toEqual([0, 1]);
  });

  describe('while a command waits', () => {
    let server: Server;
    beforeEach(async () => {
      // A service that never answers.
      server = createServer(() => undefined);
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as { port: number };
      vi.stubEnv('PLATFORM_BASE_URL', `http://127.0.0.1:${port}`);
      vi.stubEnv('PLATFORM_TOKEN', 'process-test-token-0123456789');
    });
    afterEach(async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    });

    /** Starts `api GET /api/v1/x`; resolves once its request reached the service, with the run. */
    async function waiting(): Promise<{ running: Promise<void> }> {
      const reached = new Promise((resolve) => server.once('request', resolve));
      const running = run('api', 'GET', '/api/v1/x');
      await reached;
      return { running };
    }

    it('SIGTERM is a Ctrl-C: the command stops waiting, says so, and exits 130', async () => {
      const { running } = await waiting();
      added('SIGTERM')();
      await running;
      expect(exits).toEqual([130]);
      expect(stderr.join('')).toBe('platform-embed: interrupted\n');
    });

    it('a second signal exits 130 at once, before the command has ended', async () => {
      const { running } = await waiting();
      added('SIGINT')();
      added('SIGINT')();
      expect(exits[0]).toBe(130);
      await running;
    });
  });
});
