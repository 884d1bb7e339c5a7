/**
 * The command line against the fake platform server, one server per test:
 * `const cli = cliAgainstFakePlatform(options)` at a test file's top starts a server before each
 * test and closes it after (real timers back first); `cli.run(argv)` runs `main` in a fake
 * terminal whose environment names that server and its token.
 */
import { afterEach, beforeEach, vi } from 'vitest';
import { main } from '../../src/cli/main.js';
import {
  FAKE_PLATFORM_TOKEN,
  type FakePlatformServer,
  type FakePlatformServerOptions,
  startFakePlatformServer,
} from '../../src/testing/servers/index.js';
import { type FakeIo, type FakeIoOptions, fakeIo } from './fake-io.js';

/** The current test's server, its environment for the command line, and a run of `main` against it. */
export interface CliAgainstFakePlatform {
  /** The current test's fake platform server. */
  server(): FakePlatformServer;
  /** `PLATFORM_BASE_URL` and `PLATFORM_TOKEN` of the current test's server. */
  env(): Record<string, string>;
  /** Runs the command line with `argv` in a fake terminal (`io` adds to it); resolves with the exit code and the terminal. */
  run(argv: string[], io?: FakeIoOptions): Promise<{ code: number; fake: FakeIo }>;
}

/** Registers a fake platform server per test (started with `options`) and returns the handle on it. */
export function cliAgainstFakePlatform(options?: FakePlatformServerOptions): CliAgainstFakePlatform {
  let current: FakePlatformServer | undefined;
  beforeEach(async () => {
    current = await startFakePlatformServer(options);
  });
  afterEach(async () => {
    vi.useRealTimers();
    await current?.close();
    current = undefined;
  });
  const server = () =>
    current ??
    (() => {
      throw new Error('no fake platform server outside a test');
    })();
  const env = () => ({ PLATFORM_BASE_URL: server().baseUrl, PLATFORM_TOKEN: FAKE_PLATFORM_TOKEN });
  return {
    server,
    env,
    async run(argv, io = {}) {
      const fake = fakeIo({ env: env(), ...io });
      return { code: await main(argv, fake.io), fake };
    },
  };
}
